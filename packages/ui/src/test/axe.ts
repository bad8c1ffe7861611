import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on a rendered container and expects no violations. jsdom computes no layout or colours,
 * so `color-contrast` is off here (the token build gates contrast; Storybook runs axe in a browser);
 * `region` is a page-level rule that does not apply to an isolated component.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const summary = result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
