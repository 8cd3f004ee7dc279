/*
** hitormiss_wide.c: the big passes of the pass engine with AVX-512, used
** only where the CPU has it (checked at run time by hitormiss.c): a
** whole pass with nothing arriving, and the idle passes after it, by
** compresses and shuffles, without a branch on the cards. They compute
** exactly what hitormiss_pass.h's loops compute.
*/
#include "games/hitormiss_ctx.h"
#include "games/hitormiss_wide.h"

#if defined(HM_EVENTS)
/*
** The masks pass of one_pass (m <= 52 cards, nothing arriving) with
** AVX-512: the hits as one compare, the misses compressed into e, and
** the hits' cards and positions compressed into out, without a branch
** on the cards. Returns the number of hits.
*/
HM_WIDE unsigned hitormiss_wide_pass(const hitormiss_ctx *ctx,
                                     const uint8_t *d, uint8_t *e,
                                     unsigned m, unsigned c, uint32_t t,
                                     struct flow *out) {
  const __m512i idx = _mm512_set_epi8(
      63, 62, 61, 60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49, 48, 47, 46,
      45, 44, 43, 42, 41, 40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28,
      27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10,
      9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
  __mmask64 live = (UINT64_C(1) << m) - 1; /* m <= 52 */
  __m512i deck = _mm512_loadu_si512((const void *)d);
  __mmask64 hit = _mm512_mask_cmpeq_epi8_mask(
      live, deck, _mm512_loadu_si512((const void *)ctx->counts[c]));
  _mm512_storeu_si512((void *)e, _mm512_maskz_compress_epi8(live & ~hit, deck));
  unsigned n = (unsigned)out->n, h = (unsigned)_mm_popcnt_u64(hit);
  _mm512_storeu_si512((void *)(out->card + n),
                      _mm512_maskz_compress_epi8(hit, deck));
  __m512i pos = _mm512_maskz_compress_epi8(hit, idx);
  __m512i base = _mm512_set1_epi32((int)t);
  for (unsigned k = 0; k < h; k += 16) { /* almost always once */
    __m128i p16 = _mm512_castsi512_si128(pos);
    _mm512_storeu_si512((void *)(out->cycle + n + k),
                        _mm512_add_epi32(_mm512_cvtepu8_epi32(p16), base));
    pos = _mm512_alignr_epi32(pos, pos, 4);
  }
  out->n = (int)(n + h);
  return h;
}

/*
** idle_passes for m >= 16 with AVX-512: each card's k by a byte shuffle
** of ek (the counts of position i being (q + i) mod 13), and their least.
*/
HM_WIDE unsigned hitormiss_wide_idle(const hitormiss_ctx *ctx,
                                     const uint8_t *d, unsigned m,
                                     unsigned q) {
  const __m512i n13 = _mm512_set1_epi8(13);
  __mmask64 live = (UINT64_C(1) << m) - 1; /* m <= 52 */
  __m512i v = _mm512_add_epi8(
      _mm512_sub_epi8(_mm512_loadu_si512((const void *)d),
                      _mm512_loadu_si512((const void *)ctx->counts[q])),
      n13);                                              /* 1..25 */
  v = _mm512_min_epu8(v, _mm512_sub_epi8(v, n13));       /* 0..12 */
  __m512i row = _mm512_broadcast_i32x4(
      _mm_loadu_si128((const __m128i *)(const void *)ctx->ek[m % 13][0]));
  __m512i k = _mm512_mask_shuffle_epi8(_mm512_set1_epi8(-1), live, row, v);
  __m256i x = _mm256_min_epu8(_mm512_castsi512_si256(k),
                              _mm512_extracti64x4_epi64(k, 1));
  __m128i y = _mm_min_epu8(_mm256_castsi256_si128(x),
                           _mm256_extracti128_si256(x, 1));
  y = _mm_min_epu8(y, _mm_srli_si128(y, 8));
  y = _mm_min_epu8(y, _mm_srli_si128(y, 4));
  y = _mm_min_epu8(y, _mm_srli_si128(y, 2));
  y = _mm_min_epu8(y, _mm_srli_si128(y, 1));
  unsigned kmin = (unsigned)_mm_cvtsi128_si32(y) & 0xff;
  return kmin >= 13 ? NO_K : kmin;
}
#endif
