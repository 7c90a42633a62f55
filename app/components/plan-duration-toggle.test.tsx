import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PlanDurationValue, planDurationsHome, planDurationsTv } from '../../content/base/ui.ts';
import { PlanDurationToggle } from './plan-duration-toggle';

afterEach(cleanup);

function Controlled({ onChange }: { onChange?: (v: PlanDurationValue) => void }) {
  const [value, setValue] = useState<PlanDurationValue>('month');
  return (
    <>
      <PlanDurationToggle
        options={planDurationsHome}
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <output>{value}</output>
    </>
  );
}

describe('PlanDurationToggle', () => {
  it('offers One Month (checked by default), Six Months and One Year as a radio group', () => {
    render(<Controlled />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['month', 'months', 'year']);
    expect(screen.getByRole('radio', { name: 'One Month' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Six Months' })).toHaveProperty('checked', false);
    expect(screen.getByRole('group', { name: 'Plan duration' })).toBeTruthy();
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
  });

  it('reports the chosen value and moves the check', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'One Year' }));
    expect(onChange).toHaveBeenLastCalledWith('year');
    expect(screen.getByRole('radio', { name: 'One Year' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'One Month' })).toHaveProperty('checked', false);
    expect(screen.getByText('year', { selector: 'output' })).toBeTruthy();
  });

  it('takes the TV page labels', () => {
    render(<PlanDurationToggle options={planDurationsTv} value="months" onChange={() => {}} />);
    expect(screen.getByRole('radio', { name: 'Six Month' })).toHaveProperty('checked', true);
  });
});
