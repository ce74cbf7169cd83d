import { bench, describe } from 'vitest';
import { fillPlaceholders, findPlaceholders } from './placeholders';
import { hostilePlaceholderInputs } from './testing/hostile-placeholders';

// Timing lives here, never in a test (a loaded machine makes timed assertions flaky).
// `pnpm --filter @promptshelf/validators bench`: each input at n and 2n characters; a linear
// scanner takes about twice as long for 2n.
const single = hostilePlaceholderInputs(1);
const double = hostilePlaceholderInputs(2);
// A few runs each: enough to see n against 2n, short enough to run on a busy machine.
const options = { time: 0, iterations: 5 };

single.forEach(([name, content], i) => {
  describe(name, () => {
    bench(
      'n characters',
      () => {
        findPlaceholders(content);
        fillPlaceholders(content, {});
      },
      options,
    );
    bench(
      '2n characters',
      () => {
        findPlaceholders(double[i]![1]);
        fillPlaceholders(double[i]![1], {});
      },
      options,
    );
  });
});
