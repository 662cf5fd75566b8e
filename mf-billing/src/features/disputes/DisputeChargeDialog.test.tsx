// The Dispute this charge dialog: the reason's rule on the field, the request with its Idempotency-Key (the same
// key on a retry of the same text), the server's refusal in its words, and in Spanish.
import { screen } from '@testing-library/react';
import { failing, mockApi, resetPage, restoreApi, type SentRequest } from '@estiba/shared/testing';
import { renderScreen, setupUser } from '../../testing/renderScreen';
import { DisputeChargeDialog } from './DisputeChargeDialog';
import { CHARGE_ID, chargeToDispute, disputeSummary } from './testing';

jest.setTimeout(30_000);

beforeEach(() => resetPage());
afterEach(() => restoreApi());

const REASON = 'This order went out in one box, not two';

function render(onOpened = jest.fn(), locale: 'en-US' | 'es-AR' = 'en-US') {
  renderScreen(
    <DisputeChargeDialog charge={chargeToDispute()} open onClose={jest.fn()} onOpened={onOpened} />,
    {
      locale,
    },
  );
  return onOpened;
}

describe('DisputeChargeDialog', () => {
  it('names the charge and refuses a reason under 10 characters on the field, sending nothing', async () => {
    const sent = mockApi(() => ({ status: 201, data: { dispute: disputeSummary() } }));
    const user = setupUser();
    render();
    expect(screen.getByRole('dialog', { name: 'Dispute this charge' })).toHaveTextContent(
      'Process order · order #1042 · MX$21.50',
    );
    const field = screen.getByRole('textbox', { name: /What is wrong with this charge/ });
    await user.type(field, 'Wrong');
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(field).toHaveAccessibleDescription('Write at least 10 characters so we can look into it');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    expect(field).toHaveAccessibleDescription('Tell us what is wrong with the charge');
    expect(sent.requests).toHaveLength(0);
  });

  it('sends the reason with an Idempotency-Key and hands back the dispute', async () => {
    const sent = mockApi(() => ({ status: 201, data: { dispute: disputeSummary() } }));
    const user = setupUser();
    const onOpened = render();
    await user.type(screen.getByRole('textbox', { name: /What is wrong/ }), `  ${REASON}  `);
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(onOpened).toHaveBeenCalledWith(disputeSummary());
    const [post] = sent.requests as SentRequest[];
    expect(post!.url).toBe(`client/charge/${CHARGE_ID}/dispute`);
    expect(JSON.parse(String(post!.data))).toEqual({ reason: REASON });
    expect(post!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the server’s refusal and retries the same text with the same key', async () => {
    const sent = mockApi(
      failing(409, { message: 'This charge already has an open dispute: add to its thread instead' }),
      { status: 201, data: { dispute: disputeSummary() } },
    );
    const user = setupUser();
    const onOpened = render();
    await user.type(screen.getByRole('textbox', { name: /What is wrong/ }), REASON);
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(
      await screen.findByText('This charge already has an open dispute: add to its thread instead'),
    ).toBeVisible();
    expect(onOpened).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(onOpened).toHaveBeenCalled();
    const [first, second] = sent.requests as SentRequest[];
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
  });

  it('speaks Spanish (es-AR)', async () => {
    mockApi(() => ({ status: 201, data: { dispute: disputeSummary() } }));
    const user = setupUser();
    render(jest.fn(), 'es-AR');
    expect(screen.getByRole('dialog', { name: 'Disputar este cargo' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enviar disputa' }));
    expect(screen.getByRole('textbox', { name: /Qué está mal en este cargo/ })).toHaveAccessibleDescription(
      'Contanos qué está mal en el cargo',
    );
  });
});
