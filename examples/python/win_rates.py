# %% [markdown]
# # Win rates of short Accordion rows, from Python
#
# A notebook-style script (cells marked `# %%`, as Jupyter, VS Code and
# jupytext read them; `python3 examples/python/win_rates.py` runs it whole).
# Needs the module: `python3 -m pip install --no-build-isolation ./python`.
# In Jupyter, a cell ending in a deal, a result or a Stats draws it.

# %%
import winnable

print("winnable", winnable.__version__)

# %% One deal, solved with its proof (in Jupyter: `result` draws the line)
deal = winnable.deal("accordion", seed=7, index=1, cards=18)
result = winnable.solve("accordion", deal)
print(deal, end="")
print(result.verdict, " ".join(result.moves))
ok, why = winnable.check_line(deal, result.moves)
print("line checked:", ok)

# %% How the win rate grows with the row, with Wilson 95% intervals
for cards in range(6, 19, 3):
    s = winnable.stats("accordion", deals=2000, cards=cards, threads=2)
    low, high = s.interval
    print(f"{cards:2d} cards: {s.rate:.3f} [{low:.3f}, {high:.3f}]")

# %% The rows of a run, for a DataFrame when pandas is there
s = winnable.stats("outlast", deals=200, rows=6, cols=6, threads=2)
try:
    import pandas
    print(pandas.DataFrame(s.rows).groupby("verdict").states.mean())
except ImportError:
    print(s.wins, "wins of", s.instances, "boards")

# %% Every case of a contest file at once
with open("examples/outlast.in") as f:
    for r in winnable.iter_solve("outlast", f):
        print(r.verdict, r.answer)
