import { createFakeClock } from '../lib/clock.ts';

/**
 * A test server's fake clock (moved by hand), which also remembers when, in real time, each move was made. The
 * database stamps a queued job with the real time; `appTimeAt` turns that stamp into the app's time then, so
 * drainQueues can tell whether a job held back by the app's clock is due by it (see drain-queues.ts).
 */
export function createTestClock(start: Date) {
  const clock = createFakeClock(start);
  const moves = [{ realMs: Date.now(), appMs: start.getTime() }];
  const moved = () => moves.push({ realMs: Date.now(), appMs: clock.now().getTime() });
  return {
    now: clock.now,
    advance(ms: number) {
      clock.advance(ms);
      moved();
    },
    set(date: Date) {
      clock.set(date);
      moved();
    },
    /** The app's time at a real moment: the clock stands still between moves. */
    appTimeAt(realMs: number): number {
      let appMs = moves[0]!.appMs;
      for (const move of moves) {
        if (move.realMs > realMs) break;
        appMs = move.appMs;
      }
      return appMs;
    },
  };
}

export type TestClock = ReturnType<typeof createTestClock>;
