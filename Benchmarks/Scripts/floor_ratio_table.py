"""Prints floor-ratio.sh's tables from hyperfine's JSON exports and the facts the script noted.

Part of Benchmarks/Scripts/floor-ratio.sh; not meant to run on its own. Medians are taken over
every round's runs of a command; ratios are routegen's median over the floor's, from the same run.
"""

import argparse
import glob
import json
import os
import statistics

SIZES = [10, 100, 1000]


def read_facts(path):
    """The script's `key value` lines; a key noted more than once keeps every value."""
    facts = {}
    with open(path) as file:
        for line in file:
            key, _, value = line.rstrip("\n").partition(" ")
            facts.setdefault(key, []).append(value)
    return facts


def read_runs(work, name):
    """Every run of each command of the rounds called `name`: wall and CPU (user + system) seconds."""
    runs = {}
    for path in sorted(glob.glob(os.path.join(work, "json", f"{name}-*.json"))):
        with open(path) as file:
            for result in json.load(file)["results"]:
                entry = runs.setdefault(result["command"], {"wall": [], "cpu": []})
                entry["wall"] += result["times"]
                # With one run a round, the mean user and system times are that run's.
                entry["cpu"].append(result["user"] + result["system"])
    return {command: {"wall": statistics.median(e["wall"]), "cpu": statistics.median(e["cpu"]), "runs": len(e["wall"])}
            for command, e in runs.items()}


def seconds(value):
    if value < 0.01:
        return f"{value * 1000:.2f} ms"
    if value < 1:
        return f"{value * 1000:.0f} ms" if value >= 0.1 else f"{value * 1000:.1f} ms"
    return f"{value:.2f} s"


def ratio(value):
    return f"{value:.0f}×" if value >= 100 else f"{value:.1f}×"


def megabytes(byte_count):
    return f"{byte_count / 1e6:.2f} MB" if byte_count < 1e6 else f"{byte_count / 1e6:.1f} MB"


def mebibytes(kib):
    return f"{kib / 1024:.1f} MiB"


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def readme_table(readme):
    """The header of the README's table of figures (`figure`, its columns, `target`) and its rows
    by figure; the columns `before` and `after` when the README has no such table."""
    header, rows = ["figure", "before", "after", "target"], {}
    try:
        with open(readme) as file:
            for line in file:
                cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
                if len(cells) >= 4 and cells[0] == "figure" and cells[-1] == "target":
                    header = cells
                elif len(cells) == len(header) and header[0] == "figure" and cells[0] not in ("figure", "---"):
                    rows[cells[0]] = cells
    except OSError:
        pass
    return header, rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--work", required=True)
    parser.add_argument("--readme", required=True)
    parser.add_argument("--column", default="after")
    arguments = parser.parse_args()
    facts = read_facts(os.path.join(arguments.work, "facts.txt"))

    def fact(key):
        return float(facts[key][0])

    apps = {size: read_runs(arguments.work, f"app{size}") for size in SIZES}
    docs = read_runs(arguments.work, "docs")

    print()
    print(f"routegen against its floor, medians of interleaved runs ({facts['machine'][0]};"
          f" files on {facts['folder'][0]}; routegen {facts['routegen_commit'][0]},"
          f" {facts.get('routegen_link', ['?'])[0]}; {facts['seconds'][0]} s in all)")
    print()
    rows = []
    for size in SIZES:
        runs = apps[size]
        floor, cold = runs["floor-cold"], runs["routegen-cold"]
        floor_check, up_to_date = runs["floor-up-to-date"], runs["routegen-up-to-date"]
        rows.append([
            f"{size}×30: {megabytes(fact(f'app{size}.spec_bytes'))} in, {int(fact(f'app{size}.files'))} files"
            f" of {megabytes(fact(f'app{size}.output_bytes'))} out ({cold['runs']} runs)",
            seconds(floor["wall"]), seconds(cold["wall"]), ratio(cold["wall"] / floor["wall"]),
            ratio(cold["cpu"] / floor["cpu"]),
            seconds(floor_check["wall"]), seconds(up_to_date["wall"]), ratio(up_to_date["wall"] / floor["wall"]),
            ratio(up_to_date["wall"] / floor_check["wall"]),
        ])

    def growth(command):
        times = [apps[size][command]["wall"] for size in SIZES]
        return ", ".join(f"×{later / earlier:.1f}" for earlier, later in zip(times, times[1:]))

    rows.append(["growth 10→100→1000", growth("floor-cold"), growth("routegen-cold"), "", "",
                 growth("floor-up-to-date"), growth("routegen-up-to-date"), "", ""])
    print(table(["synthetic app", "floor", "routegen cold", "cold / floor", "CPU cold / floor",
                 "floor --check", "routegen up to date", "up to date / floor", "up to date / floor --check"], rows))

    docs_bytes = fact("docs.spec_bytes")
    docs_floor, docs_cold = docs["floor-cold"], docs["routegen-cold"]
    docs_rate, floor_rate = docs_bytes / 1e6 / docs_cold["wall"], docs_bytes / 1e6 / docs_floor["wall"]
    print()
    print(table(
        ["docs spec", "floor", "routegen", "routegen / floor", "throughput", "floor's throughput"],
        [[f"{megabytes(docs_bytes)} in, {int(fact('docs.files'))} files of {megabytes(fact('docs.output_bytes'))} out"
          f" ({docs_cold['runs']} runs)",
          seconds(docs_floor["wall"]), seconds(docs_cold["wall"]), ratio(docs_cold["wall"] / docs_floor["wall"]),
          f"{docs_rate:.2f} MB/s", f"{floor_rate:.0f} MB/s"]],
    ))
    rss100 = statistics.median(float(value) for value in facts["app100.rss_kib"])
    print()
    print(f"Peak RSS, cold: 100×30 {mebibytes(rss100)} (median of {len(facts['app100.rss_kib'])} runs;"
          f" floor {mebibytes(fact('app100.floor_rss_kib'))}), 10×30 {mebibytes(fact('app10.rss_kib'))},"
          f" 1000×30 {mebibytes(fact('app1000.rss_kib'))}, docs spec {mebibytes(fact('docs.rss_kib'))}")

    def app_ratio(size, command, floor_command="floor-cold"):
        runs = apps[size]
        return (f"{ratio(runs[command]['wall'] / runs[floor_command]['wall'])}"
                f" ({seconds(runs[command]['wall'])} / {seconds(runs[floor_command]['wall'])};"
                f" CPU {ratio(runs[command]['cpu'] / runs[floor_command]['cpu'])})")

    figures = [
        ("Cold run, 100×30, routegen / floor", app_ratio(100, "routegen-cold"), "≤ 3×"),
        ("Up-to-date run, 100×30, routegen / floor", app_ratio(100, "routegen-up-to-date"), "≤ 3×"),
        ("Up-to-date run, 100×30, routegen / floor --check",
         app_ratio(100, "routegen-up-to-date", "floor-up-to-date"), "—"),
        ("Cold run, 10×30, routegen / floor", app_ratio(10, "routegen-cold"), "—"),
        ("Cold run, 1000×30, routegen / floor", app_ratio(1000, "routegen-cold"), "—"),
        ("Up-to-date run, 10×30, routegen / floor", app_ratio(10, "routegen-up-to-date"), "—"),
        ("Up-to-date run, 1000×30, routegen / floor", app_ratio(1000, "routegen-up-to-date"), "—"),
        ("Growth of the cold run, 10→100→1000×30, routegen (floor)",
         f"{growth('routegen-cold')} (floor {growth('floor-cold')})", "—"),
        ("Doc text throughput, 20 MB docs spec, routegen (floor)",
         f"{docs_rate:.2f} MB/s (floor {floor_rate:.0f} MB/s)", "≥ 50 MB/s"),
        ("Peak RSS, 100×30 cold, routegen (floor)",
         f"{mebibytes(rss100)} (floor {mebibytes(fact('app100.floor_rss_kib'))})", "≤ 64 MB"),
        ("Peak RSS, 20 MB docs spec, routegen", mebibytes(fact("docs.rss_kib")), "—"),
    ]
    print()
    print(f"Rows for Benchmarks/README.md, measured now in the '{arguments.column}' column:")
    print()
    header, readme_rows = readme_table(arguments.readme)
    if arguments.column not in header[1:-1]:
        header = header[:-1] + [arguments.column, header[-1]]
    rows = []
    for figure, value, target in figures:
        cells = list(readme_rows.get(figure, [figure] + [""] * (len(header) - 2) + [target]))
        cells += [""] * (len(header) - len(cells))
        cells[header.index(arguments.column)] = value
        rows.append(cells)
    print(table(header, rows))


if __name__ == "__main__":
    main()
