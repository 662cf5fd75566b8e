import { act, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ReceivingOrderDetail, StaffBoxView } from '@estiba/api/contract';
import { bus, store } from '@estiba/shared';
import { failing, mockApi, ok, restoreApi, type SentRequest, resetPage } from '@estiba/shared/testing';
import { inventoryMessages, setupUser } from '../../testing/renderScreen';
import { receivingOrder } from '../../testing/fixtures';
import { ReceiveBoxPage } from './ReceiveBoxPage';
import { ReceivingDeskPage } from './ReceivingDeskPage';

jest.setTimeout(60_000);

const order: ReceivingOrderDetail = receivingOrder;
const [countedBox, openBox] = order.boxes;
const view = (box = openBox): StaffBoxView => ({ receivingOrder: order, box });
const receivedBySomeoneElse: StaffBoxView = view({
  ...openBox,
  status: 'received',
  receivedAt: '2026-11-21T10:00:00.000Z',
  lines: openBox.lines.map((line) => ({ ...line, received: line.expected, damaged: 0 })),
});
const staffList = { receivingOrders: [], totalRows: 0 };

beforeEach(() => resetPage());
afterEach(() => restoreApi());

/** The box screen, with the desk it goes back to after a box. */
function renderBox(barcode = openBox.barcode) {
  const user = setupUser();
  render(
    <Provider store={store}>
      <IntlProvider locale="en-US" messages={inventoryMessages('en-US')}>
        <MemoryRouter initialEntries={[`/receiving/boxes/${barcode}`]}>
          <Routes>
            <Route path="/receiving" element={<ReceivingDeskPage />} />
            <Route path="/receiving/boxes/:barcode" element={<ReceiveBoxPage />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return user;
}

const field = (name: RegExp) => screen.getByRole('spinbutton', { name });
const posts = (sent: { requests: SentRequest[] }) =>
  sent.requests.filter((request) => request.method === 'post');

describe('ReceiveBoxPage', () => {
  it('opens the scanned box with its order and client, a labelled count input per SKU, all empty', async () => {
    const sent = mockApi(ok(view()));
    renderBox();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Box 2 of 2 · RO1001-B02' }),
    ).toBeInTheDocument();
    expect(sent.requests[0].url).toBe('staff/receiving-boxes/RO1001-B02');
    expect(screen.getByText('Receiving order RO-1001 · Demo Store Co.')).toBeInTheDocument();
    for (const sku of ['MUG-001', 'TEE-BLK-M']) {
      expect(field(new RegExp(`^Received, ${sku}`))).toHaveValue(null);
      expect(field(new RegExp(`^Damaged, ${sku}`))).toHaveValue(null);
    }
  });

  it('sends nothing until every SKU is counted, then asks for a note when the counts differ', async () => {
    const sent = mockApi(ok(view()));
    const user = renderBox();
    await user.click(await screen.findByRole('button', { name: 'Confirm box' }));
    expect(await screen.findAllByText('Type the units counted (0 if there are none)')).toHaveLength(2);
    expect(posts(sent)).toHaveLength(0);

    await user.type(field(/^Received, MUG-001/), '8');
    await user.type(field(/^Damaged, MUG-001/), '1');
    await user.type(field(/^Received, TEE-BLK-M/), '5');
    expect(screen.getByText(/The counts differ from what the box announced: add a note/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm box' }));
    expect(
      await screen.findByText('The counts differ from what the box announced: say what was found'),
    ).toBeInTheDocument();
    expect(posts(sent)).toHaveLength(0);
  });

  it('receives a box with an unexpected SKU and a note, then goes back to the scan field for the next box', async () => {
    const sent = mockApi((request: SentRequest) =>
      request.method === 'post'
        ? ok(view({ ...openBox, status: 'with_discrepancy', discrepancyNote: 'Two caps extra' }))
        : request.url === 'staff/receiving-orders'
          ? ok(staffList)
          : ok(view()),
    );
    const user = renderBox();
    await user.type(await screen.findByRole('spinbutton', { name: /^Received, MUG-001/ }), '10');
    await user.type(field(/^Received, TEE-BLK-M/), '5');
    await user.click(screen.getByRole('button', { name: 'Add an unexpected SKU' }));
    await user.type(screen.getByRole('textbox', { name: /^SKU, unexpected SKU 1/ }), 'CAP-RED');
    await user.type(field(/^Received, CAP-RED/), '2');
    await user.type(screen.getByRole('textbox', { name: /^Discrepancy note/ }), 'Two caps extra');
    await user.click(screen.getByRole('button', { name: 'Confirm box' }));

    const scan = await screen.findByRole('textbox', { name: 'Scan or type a box barcode' });
    await waitFor(() => expect(scan).toHaveFocus());
    const notice = screen.getByText(
      'Box RO1001-B02 received with a discrepancy: the merchant sees your note. Scan the next box.',
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    const [post] = posts(sent);
    expect(post.url).toBe(`staff/receiving-boxes/${openBox.id}/receive`);
    expect(JSON.parse(post.data as string)).toEqual({
      lines: [
        { sku: 'MUG-001', received: 10 },
        { sku: 'TEE-BLK-M', received: 5 },
        { sku: 'CAP-RED', received: 2 },
      ],
      note: 'Two caps extra',
    });
  });

  it('says who received the box first when another person won, and shows the box as they counted it', async () => {
    let received = false;
    const sent = mockApi((request: SentRequest) => {
      if (request.method === 'post') {
        received = true;
        return failing(409, { message: 'This box was already received by Sam Staff' });
      }
      return ok(received ? receivedBySomeoneElse : view());
    });
    const user = renderBox();
    await user.type(await screen.findByRole('spinbutton', { name: /^Received, MUG-001/ }), '10');
    await user.type(field(/^Received, TEE-BLK-M/), '5');
    await user.click(screen.getByRole('button', { name: 'Confirm box' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This box was already received by Sam Staff');
    // The box was loaded again: no count form any more, its counts and status as the winner left them.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Confirm box' })).not.toBeInTheDocument(),
    );
    expect(sent.requests.filter((request) => request.method === 'get')).toHaveLength(2);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(within(heading.parentElement as HTMLElement).getByText('Received')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This box was already received by Sam Staff');
  });

  it('resolves the discrepancy of a counted box with a note and an adjustment', async () => {
    const resolved = {
      ...countedBox,
      discrepancyResolvedAt: '2026-11-22T10:00:00.000Z',
      resolutionNote: 'Merchant confirmed',
    };
    const sent = mockApi((request: SentRequest) =>
      request.method === 'post' ? ok(view(resolved)) : ok(view(countedBox)),
    );
    const user = renderBox(countedBox.barcode);
    const form = await screen.findByRole('form', { name: 'Resolve the discrepancy' });
    await user.click(within(form).getByRole('button', { name: 'Resolve discrepancy' }));
    expect(await within(form).findByText('Say how the discrepancy was resolved')).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: /^Resolution note/ }), 'Merchant confirmed');
    await user.click(within(form).getByRole('button', { name: 'Adjust stock of an SKU' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'SKU' }), 'MUG-001');
    await user.type(within(form).getByRole('spinbutton', { name: /^Units to add or remove, MUG-001/ }), '-1');
    await user.click(within(form).getByRole('button', { name: 'Resolve discrepancy' }));

    expect(await screen.findByText(/Resolved: Merchant confirmed/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Resolve the discrepancy' })).not.toBeInTheDocument();
    const [post] = posts(sent);
    expect(post.url).toBe(`staff/receiving-boxes/${countedBox.id}/resolve-discrepancy`);
    expect(JSON.parse(post.data as string)).toEqual({
      note: 'Merchant confirmed',
      adjustments: [{ sku: 'MUG-001', quantity: -1 }],
    });
  });

  it('reloads the box when a colleague receives it while it is open, and says so', async () => {
    let colleagueReceived = false;
    const sent = mockApi(() => ok(colleagueReceived ? receivedBySomeoneElse : view()));
    const user = renderBox();
    await user.type(await screen.findByRole('spinbutton', { name: /^Received, MUG-001/ }), '10');

    colleagueReceived = true;
    act(() =>
      bus.emit('receiving_box.received', {
        receivingOrderId: order.id,
        boxId: openBox.id,
        status: 'received',
        by: 'a-colleague',
      }),
    );
    expect(
      await screen.findByText(
        'A colleague received this box while you had it open: it now shows their count, and yours was not sent.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Confirm box' })).not.toBeInTheDocument(),
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(within(heading.parentElement as HTMLElement).getByText('Received')).toBeInTheDocument();
    expect(sent.requests.filter((request) => request.method === 'get')).toHaveLength(2);
    expect(posts(sent)).toHaveLength(0);
  });

  it("keeps the person's typed counts when another box of the same order changes", async () => {
    const sent = mockApi(() => ok(view()));
    const user = renderBox();
    await user.type(await screen.findByRole('spinbutton', { name: /^Received, MUG-001/ }), '7');
    await user.type(field(/^Damaged, MUG-001/), '1');

    act(() => bus.emit('receiving_box.received', { receivingOrderId: order.id, boxId: countedBox.id }));
    act(() =>
      bus.emit('receiving_order.status_changed', { receivingOrderId: order.id, status: 'receiving' }),
    );
    // An event of another order changes nothing here.
    act(() =>
      bus.emit('receiving_box.received', { receivingOrderId: 'another-order', boxId: 'another-box' }),
    );
    await waitFor(() => expect(sent.requests.filter((request) => request.method === 'get')).toHaveLength(3));
    expect(field(/^Received, MUG-001/)).toHaveValue(7);
    expect(field(/^Damaged, MUG-001/)).toHaveValue(1);
    expect(screen.queryByText(/A colleague/)).not.toBeInTheDocument();
  });

  it("shows a colleague's resolution of the open box's discrepancy, and hides the resolve form", async () => {
    const resolved = {
      ...countedBox,
      discrepancyResolvedAt: '2026-11-22T10:00:00.000Z',
      resolutionNote: 'Merchant confirmed',
    };
    let colleagueResolved = false;
    mockApi(() => ok(view(colleagueResolved ? resolved : countedBox)));
    const user = renderBox(countedBox.barcode);
    const form = await screen.findByRole('form', { name: 'Resolve the discrepancy' });
    await user.type(within(form).getByRole('textbox', { name: /^Resolution note/ }), 'Half typed');

    colleagueResolved = true;
    act(() =>
      bus.emit('receiving_box.discrepancy_resolved', {
        receivingOrderId: order.id,
        boxId: countedBox.id,
        by: 'a-colleague',
      }),
    );
    expect(
      await screen.findByText(
        "A colleague resolved this box's discrepancy while you had it open: it now shows their resolution.",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Resolved: Merchant confirmed/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Resolve the discrepancy' })).not.toBeInTheDocument();
  });

  it("shows the API's reason for an unknown barcode and offers the scan field again", async () => {
    mockApi(failing(404, { message: 'No box has this barcode at your warehouse' }));
    renderBox('NOPE-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('No box has this barcode at your warehouse');
    expect(screen.getByRole('textbox', { name: 'Scan or type a box barcode' })).toHaveFocus();
  });
});
