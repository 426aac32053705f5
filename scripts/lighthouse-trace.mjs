// What a Lighthouse trace says the page's main thread itself computed. Lighthouse's main-thread
// work is the wall time of the renderer's tasks (times 4 under simulated throttling). On a small
// machine much of that wall time is the thread waiting for a core that Chromium's other processes,
// the tracing itself and the server hold, so the same build reads very differently from one run
// to the next. The thread time of the same tasks is what the page's code and rendering cost.

const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The thread time (CPU) of the top-level tasks on the renderer main thread that loaded `url`, from
 * its navigation to the end of the trace, in milliseconds, unthrottled. Null if the trace does not
 * show that navigation or lacks thread times.
 */
export function mainThreadCpuMs(trace, url) {
  const events = trace.traceEvents ?? [];
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
  );
  if (!navigation) return null;
  let cpuMicros = 0;
  let timed = false;
  for (const event of events) {
    if (event.ph !== 'X' || !TOP_LEVEL_TASKS.has(event.name)) continue;
    if (event.pid !== navigation.pid || event.tid !== navigation.tid) continue;
    if (event.ts < navigation.ts || event.tdur === undefined) continue;
    cpuMicros += event.tdur;
    timed = true;
  }
  return timed ? cpuMicros / 1000 : null;
}
