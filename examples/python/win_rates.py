# %% [markdown]
# # Win rates of short Accordion rows, from Python
#
# A notebook-style script (cells marked `# %%`, as Jupyter, VS Code and
# jupytext read them; `python3 examples/python/win_rates.py` runs it whole).
# Needs the module: `python3 -m pip install --no-build-isolation ./python`.

# %%
import winnable

print("winnable", winnable.__version__)

# %% One deal, solved with its proof
deal = winnable.deal("accordion", seed=7, index=1, cards=18)
result = winnable.solve("accordion", deal)
print(deal.strip())
print(result.verdict, " ".join(result.moves))

# %% How the win rate grows with the row, with Wilson 95% intervals
for cards in range(6, 19, 3):
    s = winnable.stats("accordion", deals=2000, cards=cards, threads=2)
    print(f"{cards:2d} cards: {s['win_rate']:.3f} "
          f"[{s['ci_low']:.3f}, {s['ci_high']:.3f}]")
