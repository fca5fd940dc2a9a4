import random, sys
# random bounded XCC in DLX3's format: seed, primary items, options, option size range
seed, n, m, lo, hi = map(int, sys.argv[1:6])
r = random.Random(seed)
bounds = []
for i in range(n):
    u, v = r.choice([(1,1),(1,2),(2,2),(1,3),(2,3),(0,1)])
    bounds.append(f"{u}:{v}|p{i}" if u != v else f"{u}|p{i}")
sec = [f"s{j}" for j in range(4)]
print(f"| random bounded problem: seed {seed}, {n} primary items, {m} options, {lo}-{hi} items each (gen.py)")
print(" ".join(bounds) + " | " + " ".join(sec))
for o in range(m):
    k = r.randint(lo, hi)
    items = r.sample(range(n), k)
    line = " ".join(f"p{i}" for i in items)
    if r.random() < 0.5:
        line += f" s{r.randrange(4)}:{r.choice('ab')}"
    print(line)
