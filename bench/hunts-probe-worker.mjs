// GET /api/hunts/ in a closed loop in a worker thread (see hunts-probe.ts), plain JavaScript so
// the thread needs no TypeScript loader: workerData is { url, token }; a message stops it, and it
// answers { latencies, failures }.
import { parentPort, workerData } from 'node:worker_threads';

const { url, token } = workerData;
const latencies = [];
let failures = 0;
let running = true;
parentPort.once('message', () => {
  running = false;
});
while (running) {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/hunts/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    if (response.ok) latencies.push(performance.now() - started);
    else failures += 1;
  } catch {
    failures += 1;
  }
}
parentPort.postMessage({ latencies, failures });
