// The merchant's thread of a dispute: staff's answers by name, the credit line that ended it, and the reply box
// while open; live when staff answer.
import { act, screen } from '@testing-library/react';
import { bus } from '@estiba/shared';
import { mockApi, ok, resetPage, restoreApi, type SentRequest } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { DisputeThreadDialog } from './DisputeThreadDialog';
import { DISPUTE_ID, disputeDetail } from './testing';

jest.setTimeout(30_000);

beforeEach(() => resetPage());
afterEach(() => restoreApi());

const staffAnswer = {
  id: 'm2',
  authorName: 'Sam Staff',
  authorRole: 'staff' as const,
  body: 'We credited the second box.',
  createdAt: '2026-11-21T12:00:00.000Z',
};

describe('DisputeThreadDialog', () => {
  it('lets the merchant answer an open dispute, and shows staff’s credit when it comes in live', async () => {
    const open = disputeDetail();
    const credited = disputeDetail(
      {
        status: 'credited',
        creditCents: -2150,
        resolvedByName: 'Sam Staff',
        resolvedAt: '2026-11-21T12:00:00.000Z',
      },
      { creditedCents: -2150, messages: [...open.messages, staffAnswer] },
    );
    let answer = open;
    const sent = mockApi((request: SentRequest) =>
      request.method === 'post' ? { status: 201, data: open } : ok(answer),
    );
    const user = setupUser();
    renderScreen(<DisputeThreadDialog disputeId={DISPUTE_ID} onClose={jest.fn()} />);
    expect(await screen.findByRole('dialog', { name: 'Dispute · order #1042 · MX$21.50' })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Any news?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const post = (sent.requests as SentRequest[]).find((request) => request.method === 'post')!;
    expect(post.url).toBe(`client/billing/dispute/${DISPUTE_ID}/messages`);
    expect(JSON.parse(String(post.data))).toEqual({ body: 'Any news?' });

    answer = credited;
    act(() => bus.emit('charge_dispute.changed', { disputeId: DISPUTE_ID, status: 'credited' }));
    expect(await screen.findByText('Sam Staff issued a credit line of -MX$21.50.')).toBeVisible();
    expect(screen.getByText('Sam Staff · Estiba billing')).toBeVisible();
    expect(screen.getByText('Credited')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();
  });

  it('refuses a blank answer on the field', async () => {
    const sent = mockApi(() => ok(disputeDetail()));
    const user = setupUser();
    renderScreen(<DisputeThreadDialog disputeId={DISPUTE_ID} onClose={jest.fn()} />, { locale: 'es-ES' });
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('textbox', { name: 'Tu respuesta' })).toHaveAccessibleDescription(
      'Escribe un mensaje',
    );
    expect((sent.requests as SentRequest[]).filter((request) => request.method === 'post')).toHaveLength(0);
  });
});
