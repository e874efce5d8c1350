#!/usr/bin/env bash
# Record every observable output of the kit into a folder, so a refactor can be checked for drift:
#   scripts/snapshot.sh /tmp/before   (on the old tree)   scripts/snapshot.sh /tmp/after   (on the new)
#   diff -r /tmp/before /tmp/after    (must print nothing but the timing lines this script strips)
# Covers scenario verdicts (reference, in process and through serve), vectors, golden playthroughs,
# perft counts, code-mutant verdicts, perturbation verdicts, rulebook pages, the comparison, fuzz and identify.
set -uo pipefail
out=${1:?usage: scripts/snapshot.sh OUTDIR}
rm -rf "$out"; mkdir -p "$out"
strip() { sed -E 's/[0-9]+(\.[0-9]+)? ?(s|ms|seconds)\b/<t>/g; s/"(duration|elapsed|seconds|time)[a-z_]*": [0-9.e-]+/"\1": <t>/g'; }
belote-spec conformance --no-causes --format json --output "$out/conformance.json" >/dev/null; echo "conformance rc=$?" >>"$out/rc"
python - "$out/conformance.json" <<'PY'
import json, sys
p = sys.argv[1]; d = json.load(open(p))
def scrub(x):
    if isinstance(x, dict):
        return {k: scrub(v) for k, v in x.items() if not any(w in k for w in ("duration", "time", "elapsed", "started", "date"))}
    if isinstance(x, list):
        return [scrub(v) for v in x]
    return x
json.dump(scrub(d), open(p, "w"), indent=1, sort_keys=True)
PY
belote-spec vectors export "$out/vectors" >/dev/null; echo "vectors rc=$?" >>"$out/rc"
belote-spec golden 2>&1 | strip >"$out/golden.txt"; echo "golden rc=$?" >>"$out/rc"
belote-spec perft 2>&1 | strip >"$out/perft.txt"; echo "perft rc=$?" >>"$out/rc"
belote-spec mutants 2>&1 | strip >"$out/mutants.txt"; echo "mutants rc=$?" >>"$out/rc"
belote-spec mutants --perturbations --jobs 2 --format json 2>/dev/null | python -c 'import json,sys; d=json.load(sys.stdin); [x.pop(k,None) for x in (d if isinstance(d,list) else [d, *d.get("variants", [])]) for k in ("seconds","elapsed")]; json.dump(d,sys.stdout,indent=1,sort_keys=True)' >"$out/perturbations.json"; echo "perturbations rc=$?" >>"$out/rc"
belote-spec docs "$out/docs" --format markdown >/dev/null; echo "docs rc=$?" >>"$out/rc"
for v in french coinche bulgarian bela-3p; do belote-spec fuzz --variant "$v" --deals 30 2>&1 | strip >"$out/fuzz-$v.txt"; done
# identify's reports, in process, through serve and through served mutants (french-last-trick-wrong-side's, 5 min and
# 1 MB, is left out), with the engine's name and timings dropped: the pipelined stream must find what one-by-one does.
identify_json() { python -c 'import json,sys; d=json.load(sys.stdin); d.pop("engine",None); json.dump(d,sys.stdout,indent=1,sort_keys=True)'; }
belote-spec identify --format json 2>/dev/null | identify_json >"$out/identify.json"; echo "identify rc=$?" >>"$out/rc"
belote-spec identify --engine "belote-spec serve" --format json 2>/dev/null | identify_json >"$out/identify-serve.json"
for m in french-lowest-trump-wins coinche-round-up-from-4 klaverjas-rotterdam-roem-in-hands; do
  belote-spec identify --engine "belote-spec serve --mutant $m" --format json 2>/dev/null | identify_json >"$out/identify-$m.json"
done
echo "snapshot in $out"
