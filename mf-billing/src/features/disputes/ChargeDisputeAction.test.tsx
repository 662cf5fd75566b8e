// A charge row's dispute cell: Dispute opens the dialog and, once sent, the new dispute's thread; a disputed
// charge shows the dispute's status, opening its thread; a credit line or a charge credited in full offers none.
import { act, screen } from '@testing-library/react';
import { bus } from '@estiba/shared';
import { mockApi, ok, resetPage, restoreApi, type SentRequest } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { processOrderCharge } from '../billing-common/testing';
import { ChargeDisputeAction } from './ChargeDisputeAction';
import { DISPUTE_ID, disputeDetail, disputeSummary } from './testing';

jest.setTimeout(30_000);

beforeEach(() => resetPage());
afterEach(() => restoreApi());

describe('ChargeDisputeAction', () => {
  it('opens a dispute of the charge and shows its thread', async () => {
    const sent = mockApi((request: SentRequest) =>
      request.method === 'post' ? { status: 201, data: { dispute: disputeSummary() } } : ok(disputeDetail()),
    );
    const onOpened = jest.fn();
    const user = setupUser();
    renderScreen(<ChargeDisputeAction charge={processOrderCharge()} onOpened={onOpened} />);
    await user.click(screen.getByRole('button', { name: 'Dispute' }));
    await user.type(
      screen.getByRole('textbox', { name: /What is wrong/ }),
      'This order went out in one box, not two',
    );
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByRole('dialog', { name: 'Dispute · order #1042 · MX$21.50' })).toBeVisible();
    expect(onOpened).toHaveBeenCalledWith(disputeSummary());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Dispute: Open' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Dispute' })).not.toBeInTheDocument();
    expect((sent.requests as SentRequest[]).map((request) => request.url)).toEqual([
      `client/charge/${processOrderCharge().id}/dispute`,
      `client/billing/dispute/${DISPUTE_ID}`,
    ]);
  });

  it('shows a disputed charge’s status, opening its thread, and may dispute again once it is closed', async () => {
    mockApi(() => ok(disputeDetail({ status: 'rejected', resolvedByName: 'Sam Staff' })));
    const user = setupUser();
    renderScreen(
      <ChargeDisputeAction
        charge={processOrderCharge({ dispute: { id: DISPUTE_ID, status: 'rejected' } })}
      />,
      { locale: 'es-CL' },
    );
    expect(screen.getByRole('button', { name: 'Disputar' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Disputa: Rechazada' }));
    expect(await screen.findByText('Sam Staff rechazó la disputa: el cargo se mantiene.')).toBeVisible();
  });

  it('follows staff’s answer on the bus, and the row’s own dispute once the list brings it', async () => {
    mockApi(() => ok(disputeDetail()));
    const { rerender } = renderScreen(
      <ChargeDisputeAction charge={processOrderCharge({ dispute: { id: DISPUTE_ID, status: 'open' } })} />,
    );
    expect(screen.getByRole('button', { name: 'Dispute: Open' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Dispute' })).not.toBeInTheDocument();
    act(() => bus.emit('charge_dispute.changed', { disputeId: 'another', status: 'rejected' }));
    expect(screen.getByRole('button', { name: 'Dispute: Open' })).toBeVisible();
    act(() => bus.emit('charge_dispute.changed', { disputeId: DISPUTE_ID, status: 'credited' }));
    expect(screen.getByRole('button', { name: 'Dispute: Credited' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dispute' })).toBeVisible();
    rerender(
      <ChargeDisputeAction charge={processOrderCharge({ dispute: { id: 'd-newer', status: 'open' } })} />,
    );
    expect(screen.getByRole('button', { name: 'Dispute: Open' })).toBeVisible();
  });

  it('offers nothing for a credit line or a charge credited in full', () => {
    renderScreen(
      <>
        <ChargeDisputeAction charge={processOrderCharge({ kind: 'credit', amountCents: -500 })} />
        <ChargeDisputeAction charge={processOrderCharge({ creditedCents: -2150 })} />
      </>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
