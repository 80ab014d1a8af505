#!/usr/bin/env bash
# Diagnose a page's Lighthouse performance: metrics, long tasks, script boot-up and main-thread
# work. Usage (with the site served): bash bench/lighthouse-detail.sh [url]; LH_EXTRA adds Lighthouse
# flags (LH_EXTRA="--blocked-url-patterns=*.svg").
# The pinned Chromium (as bench/run.ts) unless CHROME_PATH names another (/usr/bin/chromium: Debian's).
CHROME_PATH=${CHROME_PATH:-$(npx node -e 'import("@sparticuz/chromium").then(async (m) => console.log(await m.default.executablePath()))')}
export CHROME_PATH
timeout 200 node_modules/.bin/lighthouse ${1:-http://127.0.0.1:3000/} --quiet --output=json --output-path=/tmp/lh.json --only-categories=performance ${LH_EXTRA:-} "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run" 2>&1 | tail -2; npx node -e '
const r=JSON.parse(require("fs").readFileSync("/tmp/lh.json","utf8"));
for (const id of ["first-contentful-paint","largest-contentful-paint","total-blocking-time"]) console.log(id, r.audits[id].displayValue);
console.log(JSON.stringify(r.audits["long-tasks"].details.items.map(i=>[i.url.replace("http://127.0.0.1:3000",""),Math.round(i.startTime),Math.round(i.duration)])));
console.log(JSON.stringify(r.audits["bootup-time"].details.items.map(i=>[i.url.replace("http://127.0.0.1:3000",""),Math.round(i.total),Math.round(i.scripting),Math.round(i.scriptParseCompile)])));
console.log(JSON.stringify(r.audits["mainthread-work-breakdown"].details.items.map(i=>[i.group,Math.round(i.duration)])));
' 2>&1 | grep -v nodedir
