// The billing desk's disputes: the list as the API orders it (open first), the status filter in the address and
// the request, each row linking to its dispute, the empty and failed states, and live reload.
import { act, screen, within } from '@testing-library/react';
import { bus } from '@estiba/shared';
import { failing, mockApi, ok, resetPage, restoreApi, type SentRequest } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { StaffDisputesPage } from './StaffDisputesPage';
import { DISPUTE_ID, disputeSummary } from './testing';

jest.setTimeout(30_000);

beforeEach(() => resetPage());
afterEach(() => restoreApi());

const render = (url = '/floor/billing/disputes', locale: 'en-US' | 'es-CO' = 'en-US') =>
  renderScreen(<StaffDisputesPage />, { route: '/floor/billing/disputes', url, locale });

const rejected = disputeSummary({
  id: 'd7000000-0000-4000-8000-000000000002',
  status: 'rejected',
  sourceLabel: 'RO-1001 · box 2',
  chargeKind: 'reception',
  chargeAmountCents: 4500,
});

describe('StaffDisputesPage', () => {
  it('lists the disputes, open first as the API answers, each linking to its thread', async () => {
    const sent = mockApi(() => ok({ disputes: [disputeSummary(), rejected] }));
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Charge disputes' })).toBeVisible();
    const rows = within(await screen.findByRole('table', { name: 'Charge disputes' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Demo Store Co.Process order · order #1042MX$21.50This order went out');
    expect(rows[1]).toHaveTextContent('Open');
    expect(rows[2]).toHaveTextContent('Reception · RO-1001 · box 2MX$45.00');
    expect(rows[2]).toHaveTextContent('Rejected');
    expect(within(rows[1]!).getByRole('link', { name: 'Process order · order #1042' })).toHaveAttribute(
      'href',
      `/floor/billing/disputes/${DISPUTE_ID}`,
    );
    expect((sent.requests as SentRequest[])[0]!.params).toEqual({});
  });

  it('filters by status through the address and the request', async () => {
    const sent = mockApi(() => ok({ disputes: [rejected] }));
    const user = setupUser();
    render('/floor/billing/disputes?status=open');
    await screen.findByRole('table');
    expect((sent.requests as SentRequest[])[0]!.params).toEqual({ status: 'open' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'rejected');
    await screen.findByRole('table');
    expect((sent.requests as SentRequest[]).at(-1)!.params).toEqual({ status: 'rejected' });
  });

  it('says when there is none, offers a retry after a failure, and reloads on a dispute event', async () => {
    let calls = 0;
    mockApi(() => {
      calls += 1;
      if (calls === 1) return failing(500);
      if (calls === 2) return ok({ disputes: [] });
      return ok({ disputes: [disputeSummary()] });
    });
    const user = setupUser();
    render('/floor/billing/disputes', 'es-CO');
    // The retry panel's texts are shared's (loaded by the shell): its one button.
    await user.click(within(await screen.findByRole('alert')).getByRole('button'));
    expect(await screen.findByText('No hay disputas.')).toBeVisible();
    act(() => bus.emit('charge_dispute.changed', { disputeId: DISPUTE_ID, status: 'open' }));
    expect(await screen.findByRole('table', { name: 'Disputas de cargos' })).toBeVisible();
  });
});
