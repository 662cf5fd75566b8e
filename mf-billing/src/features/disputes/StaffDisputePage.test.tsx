// The staff's dispute screen: the charge and the thread, a reply, Issue credit with an amount (checked on the field
// against what is left; sent as integer cents), Reject, the server's refusal, and live reload on the bus.
import { act, screen } from '@testing-library/react';
import { bus } from '@estiba/shared';
import { failing, mockApi, ok, resetPage, restoreApi, type SentRequest } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { StaffDisputePage } from './StaffDisputePage';
import { DISPUTE_ID, disputeDetail } from './testing';

jest.setTimeout(30_000);

beforeEach(() => resetPage());
afterEach(() => restoreApi());

const URL = `staff/billing/dispute/${DISPUTE_ID}`;
const render = (locale: 'en-US' | 'es-MX' = 'en-US') =>
  renderScreen(<StaffDisputePage />, {
    route: '/floor/billing/disputes/:disputeId',
    url: `/floor/billing/disputes/${DISPUTE_ID}`,
    locale,
  });

const STAFF_REPLY = {
  id: 'm2',
  authorName: 'Sam Staff',
  authorRole: 'staff' as const,
  body: 'Could you send a photo?',
  createdAt: '2026-11-21T11:00:00.000Z',
};

describe('StaffDisputePage', () => {
  it('shows the charge, what is left to credit and the thread with the merchant’s reason', async () => {
    mockApi(() => ok(disputeDetail({}, { creditedCents: -150 })));
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dispute of Process order · order #1042' }),
    ).toBeVisible();
    expect(screen.getByText('Demo Store Co.')).toBeVisible();
    expect(screen.getByText('INV-1007')).toBeVisible();
    expect(screen.getByText('MX$20.00')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Messages' })).toHaveTextContent(
      'Dana MerchantThis order went out in one box, not two',
    );
    expect(screen.getByText('Open')).toBeVisible();
  });

  it('answers in the thread', async () => {
    const detail = disputeDetail();
    const sent = mockApi((request: SentRequest) =>
      request.method === 'post'
        ? { status: 201, data: { ...detail, messages: [...detail.messages, STAFF_REPLY] } }
        : ok(detail),
    );
    const user = setupUser();
    render();
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'Could you send a photo?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sam Staff · Estiba billing')).toBeVisible();
    const post = (sent.requests as SentRequest[]).find((request) => request.method === 'post')!;
    expect(post.url).toBe(`${URL}/messages`);
    expect(JSON.parse(String(post.data))).toEqual({ body: 'Could you send a photo?' });
  });

  it('issues a credit in integer cents, refusing more than is left on the field first', async () => {
    const credited = disputeDetail(
      {
        status: 'credited',
        creditCents: -1050,
        resolvedByName: 'Sam Staff',
        resolvedAt: '2026-11-21T12:00:00.000Z',
      },
      { creditedCents: -1050 },
    );
    const sent = mockApi((request: SentRequest) =>
      request.method === 'post' ? ok(credited) : ok(disputeDetail()),
    );
    const user = setupUser();
    render();
    const amount = await screen.findByRole('textbox', { name: 'Credit amount (MXN)' });
    await user.type(screen.getByRole('textbox', { name: /Message to the merchant/ }), 'We credited half.');
    await user.type(amount, '21.51');
    await user.click(screen.getByRole('button', { name: 'Issue credit' }));
    expect(amount).toHaveAccessibleDescription('At most MX$21.50 can still be credited');
    expect((sent.requests as SentRequest[]).filter((request) => request.method === 'post')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '10.5');
    await user.click(screen.getByRole('button', { name: 'Issue credit' }));
    expect(await screen.findByText('Sam Staff issued a credit line of -MX$10.50.')).toBeVisible();
    const post = (sent.requests as SentRequest[]).find((request) => request.method === 'post')!;
    expect(post.url).toBe(`${URL}/credit`);
    expect(JSON.parse(String(post.data))).toEqual({ amountCents: 1050, message: 'We credited half.' });
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();
  });

  it('rejects with a message (required), and shows a refusal in the server’s words', async () => {
    const sent = mockApi((request: SentRequest) =>
      request.method === 'post'
        ? failing(409, { message: 'This dispute was rejected and is closed' })
        : ok(disputeDetail()),
    );
    const user = setupUser();
    render();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('textbox', { name: /Message to the merchant/ })).toHaveAccessibleDescription(
      'Write a message',
    );
    await user.type(screen.getByRole('textbox', { name: /Message to the merchant/ }), 'The charge stands.');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This dispute was rejected and is closed')).toBeVisible();
    const post = (sent.requests as SentRequest[]).find((request) => request.method === 'post')!;
    expect(post.url).toBe(`${URL}/reject`);
    expect(JSON.parse(String(post.data))).toEqual({ message: 'The charge stands.' });
  });

  it('loads the thread again when the merchant writes (charge_dispute.changed), in Spanish', async () => {
    const detail = disputeDetail();
    let calls = 0;
    mockApi(() => {
      calls += 1;
      return ok(
        calls === 1
          ? detail
          : {
              ...detail,
              messages: [
                ...detail.messages,
                {
                  ...STAFF_REPLY,
                  id: 'm3',
                  authorRole: 'merchant',
                  authorName: 'Dana Merchant',
                  body: 'Photo sent by e-mail',
                },
              ],
            },
      );
    });
    render('es-MX');
    expect(await screen.findByRole('button', { name: 'Emitir crédito' })).toBeVisible();
    act(() => bus.emit('charge_dispute.changed', { disputeId: 'another' }));
    act(() => bus.emit('charge_dispute.changed', { disputeId: DISPUTE_ID, status: 'open' }));
    expect(await screen.findByText('Photo sent by e-mail')).toBeVisible();
    expect(calls).toBe(2);
  });
});
