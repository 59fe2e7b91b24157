"""Splits a `perf record -g` profile of routegen by pipeline stage, and lists the top symbols by
self time with the stages they are spent in.

    perf record -e cpu-clock -F 4000 -g -o perf.data -- .build-release-bench/release/routegen Specs -o Out -q
    perf script -i perf.data -F comm,sym,dso,ip | swift demangle --simplified | python3 Benchmarks/Scripts/perf_stages.py [count]

A sample belongs to the stage of the innermost routegen or swift-mustache frame of its call chain
that names one (template parsing counts as template loading wherever it sits). Call chains come
from frame pointers: libc's malloc and free have none, so most of their samples land in "other".
"""

import collections
import re
import sys

STAGES = [
    ("YAML", re.compile(r"YAMLReader|YAMLTreeBuilder|LibYAMLParser|YAMLOpenCollection|yaml_parser")),
    ("spec model", re.compile(r"SpecBuilder|MappingDecoder")),
    ("validation", re.compile(r"Validator|SwiftTypeParser|SwiftLexer|SwiftExpressionParser")),
    ("translation", re.compile(r"Translator\.")),
    ("rendering (Mustache)", re.compile(r"Mustache|FeatureRenderer|AppRenderer")),
    ("template loading", re.compile(r"TemplateSet")),
    ("writing (plan + write)", re.compile(r"OutputWriter|OutputPlanner|TemporaryFile")),
    ("spec discovery and reading", re.compile(r"SpecDiscovery|SpecSource|GenerationRun\.")),
]
OTHER = "other (start-up, runtime and kernel outside a stage)"


def stage_of(frames):
    """The stage of a call chain, innermost frame first."""
    if any("TemplateSet" in symbol for symbol in frames):
        return "template loading"
    for symbol in frames:
        for name, pattern in STAGES:
            if pattern.search(symbol):
                return name
    return OTHER


def samples(lines):
    """(leaf symbol, leaf library, call chain) for each sample of `perf script`'s output."""
    frames = []
    for line in lines:
        match = re.match(r"\s+[0-9a-f]+ (.*) \((.*)\)$", line.rstrip("\n"))
        if match and line[:1] in " \t":
            frames.append((re.sub(r"\+0x[0-9a-f]+$", "", match.group(1)), match.group(2).split("/")[-1]))
        elif frames:
            yield frames[0][0], frames[0][1], [symbol for symbol, _ in frames]
            frames = []
    if frames:
        yield frames[0][0], frames[0][1], [symbol for symbol, _ in frames]


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    by_stage = collections.Counter()
    by_symbol = collections.Counter()
    stages_of_symbol = collections.defaultdict(collections.Counter)
    for symbol, library, frames in samples(sys.stdin):
        stage = stage_of(frames)
        by_stage[stage] += 1
        by_symbol[(symbol, library)] += 1
        stages_of_symbol[(symbol, library)][stage] += 1
    total = sum(by_stage.values())
    if total == 0:
        sys.exit("perf_stages.py: no samples on standard input")
    print(f"{total} samples, by stage:")
    for stage, samples_in_stage in by_stage.most_common():
        print(f"{100 * samples_in_stage / total:5.1f}%  {stage}")
    print(f"\nTop {count} symbols by self time, and where they are spent:")
    for (symbol, library), samples_of_symbol in by_symbol.most_common(count):
        stages = ", ".join(f"{stage} {100 * n / samples_of_symbol:.0f}%"
                           for stage, n in stages_of_symbol[(symbol, library)].most_common(3))
        print(f"{100 * samples_of_symbol / total:5.2f}%  {library:18.18}  {symbol[:80]:80}  [{stages}]")


if __name__ == "__main__":
    main()
