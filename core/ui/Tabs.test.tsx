// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from './Tabs';

function Harness() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      label="Ways"
      items={[
        { key: 'a', label: 'Alpha' },
        { key: 'b', label: 'Beta' },
        { key: 'c', label: 'Gamma' },
      ]}
      value={value}
      onChange={setValue}
    >
      <p>panel {value}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves with arrows, Home and End, keeping only the chosen tab focusable', () => {
    render(<Harness />);
    const [alpha, beta, gamma] = screen.getAllByRole('tab');
    expect(alpha).toHaveProperty('tabIndex', 0);
    expect(beta).toHaveProperty('tabIndex', -1);
    fireEvent.keyDown(alpha!, { key: 'ArrowLeft' });
    expect(gamma!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(gamma);
    fireEvent.keyDown(gamma!, { key: 'ArrowRight' });
    expect(alpha!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(alpha!, { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('panel c');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(gamma!.id);
    fireEvent.click(beta!);
    expect(screen.getByRole('tabpanel').textContent).toBe('panel b');
  });
});
