#!/usr/bin/env python3
"""Two routegen builds' cold runs, round by round, and the difference between them (issue 24, goal 3).

pairfloor.py gives each build's median against the floor's. Between two builds that differ by
a few tenths of a millisecond, those medians move more from one script run to the next than
the builds differ. This runs the two builds in every round, one right after the other (which
one first alternates), every output folder removed before its run and the removal left out of
the time, and reports the median of the per-round differences (A − B) of wall and CPU time
(user and system, from the child's rusage), with a 95% interval by bootstrap: a difference
whose interval holds 0 is not shown to be one.

Usage: Benchmarks/Scripts/paired.py ROUNDS SPECS_FOLDER ROUTEGEN_A ROUTEGEN_B
  e.g. Benchmarks/Scripts/paired.py 300 /dev/shm/specs100 .build-release/release/routegen /tmp/routegen-main
  (the specs: Benchmarks/.build-release-bench/release/synthetic-app --features 100 -o /dev/shm/specs100;
   put them, and so the outputs, on a tmpfs such as /dev/shm)
"""
import os
import random
import shutil
import statistics
import sys
import tempfile

from pairfloor import run


def interval(differences, draws=1000):
    """The 2.5th and 97.5th percentiles of the medians of `draws` resamples of `differences`
    (seeded, so that the same runs give the same interval)."""
    generator = random.Random(24)
    medians = sorted(statistics.median(generator.choices(differences, k=len(differences))) for _ in range(draws))
    return medians[int(draws * 0.025)], medians[int(draws * 0.975) - 1]


def main(arguments):
    if len(arguments) != 4:
        sys.exit(__doc__)
    rounds, specs, first, second = int(arguments[0]), arguments[1], arguments[2], arguments[3]
    parent = "/dev/shm" if os.path.isdir("/dev/shm") else None
    work = tempfile.mkdtemp(prefix="paired.", dir=parent)
    try:
        output = os.path.join(work, "out")
        commands = [[os.path.abspath(binary), specs, "-o", output, "-q"] for binary in (first, second)]
        for argv in commands:  # one warm-up run each
            run(argv, output)
        times = ([], [])
        for index in range(rounds):
            order = (0, 1) if index % 2 == 0 else (1, 0)
            for which in order:
                wall, user, system = run(commands[which], output)
                times[which].append((wall, user + system))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    load = " ".join(open("/proc/loadavg").read().split()[:3]) if os.path.exists("/proc/loadavg") else "unknown"
    print(f"{rounds} rounds, load average {load}")
    for name, binary, measured in zip(("A", "B"), (first, second), times):
        print(f"{name} {binary}: wall {statistics.median(t[0] for t in measured):.2f} ms, "
              f"CPU {statistics.median(t[1] for t in measured):.2f} ms")
    for label, slot in (("wall", 0), ("CPU", 1)):
        differences = [a[slot] - b[slot] for a, b in zip(*times)]
        low, high = interval(differences)
        print(f"A − B {label}: median {statistics.median(differences):+.2f} ms (95% {low:+.2f} to {high:+.2f})")


if __name__ == "__main__":
    main(sys.argv[1:])
