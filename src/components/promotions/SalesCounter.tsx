import { useEffect, useState } from 'react';
import { countUpValue, salesThisMonth, type SalesCounterRule } from '../../lib/promotions/sales-counter.ts';
import { STRINGS } from '../../lib/strings.ts';
import { reactIsland } from '../react-island.ts';

type Props = { rule: SalesCounterRule; refreshSeconds: number };

const COUNT_UP_MS = 2000;
const format = (n: number) => n.toLocaleString('en-AU');

/**
 * 'Sales this Month' (rule: promotions.sales-counter): worked out in the browser from its clock, counting up over
 * 2 s when first shown and to each new value every `refreshSeconds`.
 */
function SalesCounter({ rule, refreshSeconds }: Props) {
  const [shown, setShown] = useState(0);

  useEffect(() => {
    let current = 0;
    let frame = 0;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const countTo = (target: number) => {
      cancelAnimationFrame(frame);
      const from = target >= current ? current : 0;
      if (reduceMotion) {
        setShown((current = target));
        return;
      }
      const start = performance.now();
      const step = (time: number) => {
        current = countUpValue(from, target, time - start, COUNT_UP_MS);
        setShown(current);
        if (current !== target) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    const update = () => countTo(salesThisMonth(new Date(), rule));
    update();
    const timer = setInterval(update, refreshSeconds * 1000);
    return () => {
      clearInterval(timer);
      cancelAnimationFrame(frame);
    };
  }, [rule, refreshSeconds]);

  return (
    <section className="sales-counter" aria-labelledby="sales-counter-heading">
      <p className="sales-counter-value" data-testid="sales-counter">
        {format(shown)}
      </p>
      <h2 id="sales-counter-heading">{STRINGS.salesThisMonth}</h2>
    </section>
  );
}

export default reactIsland(SalesCounter);
