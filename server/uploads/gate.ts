// A counting semaphore: at most `size` pieces of work run at once, the rest wait their turn in order.

export function createGate(size: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function inGate<T>(work: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so `running` never drops and rises again.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
