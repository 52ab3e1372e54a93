import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RadioToggle } from './radio-toggle';

const OPTIONS = [
  { value: 'one', label: 'One' },
  { value: 'two', label: 'Two' },
] as const;
const onChange = () => {};

describe('RadioToggle', () => {
  it('touches none of its radios when its parent renders again with the same props', async () => {
    const toggle = () => <RadioToggle label="Columns" options={OPTIONS} value="one" onChange={onChange} />;
    const { container, rerender } = render(toggle());
    const touched: string[] = [];
    const observer = new MutationObserver((records) => touched.push(...records.map((r) => `${r.type} ${r.attributeName ?? ''}`)));
    observer.observe(container, { subtree: true, attributes: true, childList: true });
    // React writes a rendered radio's name and type again each time: a tab switch would touch them all.
    rerender(toggle());
    await Promise.resolve();
    observer.disconnect();
    expect(touched).toEqual([]);
  });
});
