// play_link.js: reading a playable page's link (its URL fragment
// '#KEY=VALUE&KEY&...'), shared by the play_rules_<game>.js files, as
// pure functions (Node loads them too). A link may have been cut or
// edited by hand: nothing here throws, and what cannot be read is
// named so the page can say which part of the link it ignored.
const LINK = {};

// The parts of a fragment as [key, value], each value decoded, or null
// where its %-escapes do not decode ('%', a cut '%E0%A4%A'); a part
// without '=' has the value ''.
LINK.parts = function (hash) {
  return hash.replace(/^#/, '').split('&').filter(Boolean).map((part) => {
    const eq = part.indexOf('=');
    if (eq < 0) return [part, ''];
    try {
      return [part.slice(0, eq), decodeURIComponent(part.slice(eq + 1))];
    } catch (e) {
      return [part.slice(0, eq), null];
    }
  });
};

// 1 if the fragment names nothing a playable page reads: empty, or a
// step of a replay ('#12').
LINK.empty = (hash) => /^#?\d*$/.test(hash);

// Phrases for a page's note about the parts it ignored.
LINK.unread = (key) => `${LINK.key(key)} (a cut or malformed %-escape)`;
LINK.unknown = (key, game) => `${LINK.key(key)} (not a part of ${game} link)`;
LINK.key = (key) => `"${key.length > 20 ? `${key.slice(0, 20)}...` : key}"`;
if (typeof module !== 'undefined') module.exports = LINK;
