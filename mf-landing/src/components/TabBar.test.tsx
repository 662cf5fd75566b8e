import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TabBar } from './TabBar';

const TABS = ['Reception', 'Storage', 'Returns'].map((label) => ({
  value: label.toLowerCase(),
  label,
  id: `tab-${label}`,
  controls: `panel-${label}`,
}));

function Bar({ initial, onChange }: { initial: string | false; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <TabBar
      label="Categories"
      tabs={TABS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabBar', () => {
  it('is a named tab list whose tabs name their panels, the selected one alone in the Tab order', () => {
    render(<Bar initial="storage" />);
    expect(screen.getByRole('tablist', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('aria-controls'))).toEqual([
      'panel-Reception',
      'panel-Storage',
      'panel-Returns',
    ]);
    expect(screen.getByRole('tab', { selected: true })).toBe(tab('Storage'));
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('selects a tab by click, and tells only of a change', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Bar initial="reception" onChange={onChange} />);
    await user.click(tab('Reception'));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(tab('Returns'));
    expect(onChange).toHaveBeenCalledWith('returns');
    expect(tab('Returns')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Reception')).toHaveAttribute('aria-selected', 'false');
  });

  it('moves the focus with the arrows (round the ends), Home and End, and selects with Enter', async () => {
    const user = userEvent.setup();
    render(<Bar initial="reception" />);
    await user.tab();
    expect(tab('Reception')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Returns')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Reception')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Returns')).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}');
    expect(tab('Storage')).toHaveFocus();
    // Moving the focus selects nothing; Enter does.
    expect(tab('Reception')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(tab('Storage')).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the first tab in the Tab order when none is selected', () => {
    render(<Bar initial={false} />);
    expect(screen.queryByRole('tab', { selected: true })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });
});
