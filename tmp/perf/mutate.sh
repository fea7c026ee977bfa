#!/bin/bash
# usage: mutate.sh file 'sed-expr'
f=dist-perf/src/privacy/$1
cp $f /tmp/veil-analyzer-perf/mut.bak
sed -i "$2" $f
if cmp -s $f /tmp/veil-analyzer-perf/mut.bak; then echo "NO CHANGE: $2"; fi
res=$(npx tap --disable-coverage dist-perf/test/privacy/shortcuts.test.js 2>&1 | grep "# {")
echo "$1 :: $2 => $res"
cp /tmp/veil-analyzer-perf/mut.bak $f
