import fs from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';

const peakRssKb = () => Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]);

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const MB = 1024 * 1024;

/**
 * What JavaScript holds once the garbage is collected: the heap and the buffers outside it. Unlike
 * the resident size, it does not include memory the allocator keeps for reuse.
 */
export function heldMb(): number {
  collectGarbage();
  const { heapUsed, external } = process.memoryUsage();
  return (heapUsed + external) / MB;
}

/**
 * Runs `work` and answers how far the process's resident memory rose at its peak (Linux). The
 * garbage is collected every 25 ms, so that the figure is what `work` holds on to, not
 * what V8 has not yet got round to freeing.
 */
export async function rssGrowthMb<T>(work: () => Promise<T>): Promise<{ peakGrowthMb: number; result: T }> {
  collectGarbage();
  fs.writeFileSync('/proc/self/clear_refs', '5'); // sets the peak back to the current resident size
  const before = peakRssKb();
  const collector = setInterval(collectGarbage, 25);
  try {
    const result = await work();
    return { peakGrowthMb: (peakRssKb() - before) / 1024, result };
  } finally {
    clearInterval(collector);
  }
}
