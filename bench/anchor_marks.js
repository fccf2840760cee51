// Preloaded into the anchor's Node clients (node -r ./anchor_marks.js clients.js ...) by
// bench/anchor_pairs.py. It tells the bench the moment the timed rounds start (the clients' 1.5 s
// settling timer fires) and end (the result line is printed), and waits for the bench's answer each
// time, so that the bench reads the server's CPU time at exactly those two moments. The clients
// themselves are not changed.
const fs = require('fs');
const out = process.env.GM_MARKS_OUT;
const back = process.env.GM_MARKS_IN;
let outFd = -1;
let backFd = -1;
function mark(what) {
  if (!out || !back) return;
  if (outFd < 0) outFd = fs.openSync(out, 'w');
  fs.writeSync(outFd, what + '\n');
  if (backFd < 0) backFd = fs.openSync(back, 'r');
  const buf = Buffer.alloc(16);
  fs.readSync(backFd, buf, 0, 16, null);   // blocks until the bench has read the CPU time
}
let started = false;
const setTimeout0 = global.setTimeout;
global.setTimeout = function (fn, ms, ...rest) {
  if (ms === 1500 && !started && typeof fn === 'function') {
    started = true;
    return setTimeout0(() => { mark('start'); fn(...rest); }, ms);
  }
  return setTimeout0(fn, ms, ...rest);
};
const log0 = console.log;
console.log = function (...args) {
  if (started && typeof args[0] === 'string' && args[0].includes('"p50_ms"')) mark('end');
  return log0.apply(console, args);
};
