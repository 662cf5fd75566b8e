// The merchant's disputes: the list across warehouses, each opening its thread; empty, failed, live.
import { act, screen, within } from '@testing-library/react';
import { bus } from '@estiba/shared';
import { failing, mockApi, ok, resetPage, restoreApi, type SentRequest } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { MerchantDisputesPage } from './MerchantDisputesPage';
import { DISPUTE_ID, disputeDetail, disputeSummary } from './testing';

jest.setTimeout(30_000);

beforeEach(() => resetPage());
afterEach(() => restoreApi());

const render = (locale: 'en-US' | 'es-AR' = 'en-US') =>
  renderScreen(<MerchantDisputesPage />, {
    route: '/billing-information/disputes',
    url: '/billing-information/disputes',
    locale,
  });

describe('MerchantDisputesPage', () => {
  it('lists the merchant’s disputes and opens one’s thread', async () => {
    const sent = mockApi((request: SentRequest) =>
      request.url === 'client/billing/disputes'
        ? ok({ disputes: [disputeSummary({ status: 'credited', creditCents: -2150 })] })
        : ok(disputeDetail({ status: 'credited', creditCents: -2150, resolvedByName: 'Sam Staff' })),
    );
    const user = setupUser();
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Your charge disputes' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Your charge disputes' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Ciudad de MéxicoProcess order · order #1042MX$21.50Credited');
    await user.click(within(row!).getByRole('button', { name: 'Process order · order #1042' }));
    expect(await screen.findByText('Sam Staff issued a credit line of -MX$21.50.')).toBeVisible();
    expect((sent.requests as SentRequest[]).map((request) => request.url)).toEqual([
      'client/billing/disputes',
      `client/billing/dispute/${DISPUTE_ID}`,
    ]);
  });

  it('says when there is none, retries after a failure, and reloads on a dispute event (es-AR)', async () => {
    let calls = 0;
    mockApi(() => {
      calls += 1;
      if (calls === 1) return failing(500);
      if (calls === 2) return ok({ disputes: [] });
      return ok({ disputes: [disputeSummary()] });
    });
    const user = setupUser();
    render('es-AR');
    // The retry panel's texts are shared's (loaded by the shell): its one button.
    await user.click(within(await screen.findByRole('alert')).getByRole('button'));
    expect(
      await screen.findByText(
        'No disputaste ningún cargo. Podés disputar uno desde los cargos de un depósito.',
      ),
    ).toBeVisible();
    act(() => bus.emit('charge_dispute.changed', { disputeId: DISPUTE_ID, status: 'open' }));
    expect(await screen.findByRole('table', { name: 'Tus disputas de cargos' })).toBeVisible();
  });
});
