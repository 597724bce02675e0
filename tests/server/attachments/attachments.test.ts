// Files in the chat and disputes: uploaded by either side, typed by content, size-limited,
// delivered live to the other side, read only through signed, expiring links by whoever may.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TOO_LARGE } from '../../../src/shared/attachments/attachments.ts';
import { errorText } from '../../../src/shared/i18n/errors.ts';
import type { ChatMessage } from '../../../src/shared/chat/chat.ts';
import type { Dispute, StaffDispute } from '../../../src/shared/disputes/disputes.contract.ts';
import type { Attachment } from '../../../src/shared/attachments/attachments.contract.ts';
import { createAccount, type Account } from '../support/accounts.ts';
import { inbox, socketSuite, waitFor } from '../support/chat-sockets.ts';
import { dataOf } from '../support/contract.ts';
import type { TestApp } from '../support/helper.ts';
import { imageBytes, PDF_BYTES, postForm } from '../support/orders-fixtures.ts';
import { createAgent } from '../support/staff-accounts.ts';
import { HOUR, TestClock } from '../support/clock.ts';

let app: TestApp;
const clock = new TestClock();
const { socketFor } = socketSuite((server) => ({ app } = server), { clock: clock.now });

const pdf = (filename = 'SGS inspection report.pdf') => ({ bytes: PDF_BYTES, filename, type: 'application/pdf' });
const storedFiles = () => {
  try {
    return readdirSync(join(app.env.DATA_DIR, 'uploads'));
  } catch {
    return [];
  }
};
const codeOf = (res: LightMyRequestResponse) => (res.json() as { errors: { code: string }[] }).errors[0]?.code;
const buyerSends = (buyer: Account, file: ReturnType<typeof pdf>) =>
  postForm(app, buyer.auth, '/api/message/attachments', { file });
const agentSends = (agent: Account, buyerId: string, file: ReturnType<typeof pdf>) =>
  postForm(app, agent.auth, `/api/staff/conversations/${buyerId}/attachments`, { file });

describe('chat attachments', () => {
  it('a buyer’s PDF reaches the agents’ sockets live, and each side opens it through its own link', async () => {
    const buyer = await createAccount(app.db);
    const agent = await createAgent(app.db);
    const staffSeen = inbox(await socketFor(agent.token));
    const buyerSeen = inbox(await socketFor(buyer.token));

    const sent = dataOf<ChatMessage>(await buyerSends(buyer, pdf()), 201);
    expect(sent).toMatchObject({
      messageType: 'ATTACHMENT',
      message: 'SGS inspection report.pdf',
      fromSelf: true,
      attachment: { name: 'SGS inspection report.pdf', mimeType: 'application/pdf', size: PDF_BYTES.length },
    });
    expect(sent.attachment!.link).toMatch(/^\/api\/attachments\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/);

    await waitFor(() => staffSeen.some((m) => m.id === sent.id), 'the agent’s socket receives the file');
    await waitFor(() => buyerSeen.some((m) => m.id === sent.id), 'the buyer’s other tabs receive it');
    const live = staffSeen.find((m) => m.id === sent.id)!;
    expect(live).toMatchObject({ messageType: 'ATTACHMENT', fromSelf: false, buyerId: buyer.user.id });

    // Opened in a new tab, without a bearer token.
    const file = await app.inject({ method: 'GET', url: live.attachment!.link });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('inline; filename="SGS inspection report.pdf"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);

    // Read back later: the conversation page mints a fresh link for that reader.
    const page = await app.inject({ method: 'GET', url: '/api/message/receive-message', headers: buyer.auth });
    const stored = dataOf<ChatMessage[]>(page, 200).find((m) => m.id === sent.id)!;
    expect(stored.attachment).toMatchObject({ id: sent.attachment!.id, name: 'SGS inspection report.pdf' });
    expect((await app.inject({ method: 'GET', url: stored.attachment!.link })).statusCode).toBe(200);
  });

  it('an agent’s specification sheet reaches the buyer’s socket live and shows in the console’s thread', async () => {
    const buyer = await createAccount(app.db);
    const agent = await createAgent(app.db);
    const buyerSeen = inbox(await socketFor(buyer.token));
    const png = await imageBytes('png');

    const sent = dataOf<ChatMessage>(
      await agentSends(agent, buyer.user.id, { bytes: png, filename: 'spec-sheet.png', type: 'image/png' }),
      201,
    );
    expect(sent).toMatchObject({ messageType: 'ATTACHMENT', sender: 'agent', fromSelf: true });
    await waitFor(() => buyerSeen.some((m) => m.id === sent.id), 'the buyer’s socket receives the file');
    const live = buyerSeen.find((m) => m.id === sent.id)!;
    expect(live).toMatchObject({ fromSelf: false, attachment: { mimeType: 'image/png', name: 'spec-sheet.png' } });
    const file = await app.inject({ method: 'GET', url: live.attachment!.link });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
  });

  it('refuses a file that is not a PDF or an image by its content, whatever its name says, and keeps nothing', async () => {
    const buyer = await createAccount(app.db);
    const before = storedFiles().length;
    const res = await buyerSends(buyer, { bytes: Buffer.from('MZ\x90\x00 not a pdf'), filename: 'report.pdf', type: 'application/pdf' });
    expect(res.statusCode).toBe(415);
    expect(codeOf(res)).toBe('file_type_refused');
    expect(storedFiles().length).toBe(before);
    const empty = await buyerSends(buyer, { bytes: Buffer.alloc(0), filename: 'empty.pdf', type: 'application/pdf' });
    expect(empty.statusCode).toBe(400);
    expect(codeOf(empty)).toBe('file_empty');
    const page = await app.inject({ method: 'GET', url: '/api/message/receive-message', headers: buyer.auth });
    expect(dataOf<ChatMessage[]>(page, 200)).toEqual([]);
  });

  it('refuses a file over the limit with its own code, in English and French', async () => {
    const buyer = await createAccount(app.db);
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(ATTACHMENT_MAX_BYTES)]);
    const res = await buyerSends(buyer, { bytes: big, filename: 'huge.pdf', type: 'application/pdf' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      errors: [{ code: 'attachment_too_large', field: 'file', message: 'An attachment can be at most 10 MB.' }],
    });
    expect(errorText(ATTACHMENT_TOO_LARGE, 'fr')).toBe('Une pièce jointe ne peut pas dépasser 10 Mo.');
  });

  it('refuses anonymous uploads and reads, and a buyer reading another buyer’s file', async () => {
    const owner = await createAccount(app.db);
    const stranger = await createAccount(app.db);
    const agent = await createAgent(app.db);
    const sent = dataOf<ChatMessage>(await buyerSends(owner, pdf()), 201);
    const id = sent.attachment!.id;

    expect((await postForm(app, {}, '/api/message/attachments', { file: pdf() })).statusCode).toBe(401);
    expect((await postForm(app, {}, `/api/staff/conversations/${owner.user.id}/attachments`, { file: pdf() })).statusCode).toBe(401);
    // A buyer cannot post into someone's conversation through the staff route.
    expect((await agentSends(stranger, owner.user.id, pdf())).statusCode).toBe(403);

    // No link, a forged one, or one altered to another file: refused.
    const bare = await app.inject({ method: 'GET', url: `/api/attachments/${id}` });
    expect(bare.statusCode).toBe(403);
    expect(codeOf(bare)).toBe('attachment_link_invalid');
    const other = dataOf<ChatMessage>(await buyerSends(stranger, pdf('mine.pdf')), 201);
    const swapped = sent.attachment!.link.replace(id, other.attachment!.id);
    expect((await app.inject({ method: 'GET', url: swapped })).statusCode).toBe(403);

    // A fresh link: the owner and staff get one; another buyer is told it does not exist; anonymous 401.
    const linkFor = (auth: Record<string, string>) =>
      app.inject({ method: 'GET', url: `/api/attachments/${id}/link`, headers: auth });
    expect(dataOf<{ link: string }>(await linkFor(owner.auth), 200).link).toContain(`/api/attachments/${id}?`);
    expect(dataOf<{ link: string }>(await linkFor(agent.auth), 200).link).toContain(`/api/attachments/${id}?`);
    const foreign = await linkFor(stranger.auth);
    expect(foreign.statusCode).toBe(404);
    expect(codeOf(foreign)).toBe('attachment_not_found');
    expect((await linkFor({})).statusCode).toBe(401);

    // The stranger's own conversation never carries the owner's file.
    const page = await app.inject({ method: 'GET', url: '/api/message/receive-message', headers: stranger.auth });
    expect(dataOf<ChatMessage[]>(page, 200).map((m) => m.attachment?.id)).toEqual([other.attachment!.id]);
  });

  it('refuses a link once it has expired (by the app’s clock); a fresh one opens the file again', async () => {
    const buyer = await createAccount(app.db);
    const sent = dataOf<ChatMessage>(await buyerSends(buyer, pdf()), 201);
    clock.advance(HOUR + 60_000);
    const res = await app.inject({ method: 'GET', url: sent.attachment!.link });
    expect(res.statusCode).toBe(403);
    expect(codeOf(res)).toBe('attachment_link_expired');
    const fresh = await app.inject({
      method: 'GET',
      url: `/api/attachments/${sent.attachment!.id}/link`,
      headers: buyer.auth,
    });
    expect((await app.inject({ method: 'GET', url: dataOf<{ link: string }>(fresh, 200).link })).statusCode).toBe(200);
  });
});

describe('dispute attachments', () => {
  const upload = async (buyer: Account, file = pdf()) =>
    dataOf<Attachment>(await postForm(app, buyer.auth, '/api/dispute/attachments', { file }), 201);

  it('a buyer opens a quality dispute with the inspection report and replies with another file; the agents see both', async () => {
    const buyer = await createAccount(app.db);
    const agent = await createAgent(app.db);
    const report = await upload(buyer);
    const opened = await app.inject({
      method: 'POST',
      url: '/api/dispute',
      headers: buyer.auth,
      payload: {
        subject: 'Quality not as specified',
        complaint: 'The kernels grade W320, not the W240 we ordered; the SGS report is attached.',
        attachmentIds: [report.id],
      },
    });
    const dispute = dataOf<Dispute>(opened, 201);
    expect(dispute.attachments).toMatchObject([{ id: report.id, name: 'SGS inspection report.pdf' }]);

    const photo = await upload(buyer, { bytes: await imageBytes('jpeg'), filename: 'bags.jpg', type: 'image/jpeg' });
    const replied = await app.inject({
      method: 'POST',
      url: `/api/dispute/${dispute.id}/replies`,
      headers: buyer.auth,
      payload: { message: 'A photo of the bags at Rotterdam.', attachmentIds: [photo.id] },
    });
    expect(dataOf<Dispute>(replied, 201).updates.at(-1)!.attachments).toMatchObject([{ id: photo.id, mimeType: 'image/jpeg' }]);

    const staffView = dataOf<StaffDispute>(
      await app.inject({ method: 'GET', url: `/api/staff/disputes/${dispute.id}`, headers: agent.auth }),
      200,
    );
    expect(staffView.attachments.map((a) => a.id)).toEqual([report.id]);
    expect(staffView.updates.at(-1)!.attachments.map((a) => a.id)).toEqual([photo.id]);
    const file = await app.inject({ method: 'GET', url: staffView.attachments[0]!.link });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('refuses another buyer’s upload, or one already attached, and then stores no dispute', async () => {
    const buyer = await createAccount(app.db);
    const other = await createAccount(app.db);
    const theirs = await upload(other);
    const raise = (ids: string[]) =>
      app.inject({
        method: 'POST',
        url: '/api/dispute',
        headers: buyer.auth,
        payload: { subject: 'Damaged goods', complaint: 'Twelve bags arrived torn open.', attachmentIds: ids },
      });
    const stolen = await raise([theirs.id]);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors[0]).toMatchObject({ code: 'dispute_attachment_unknown', field: 'attachmentIds' });
    const mine = await upload(buyer);
    dataOf<Dispute>(await raise([mine.id]), 201);
    expect(codeOf(await raise([mine.id]))).toBe('dispute_attachment_unknown');
    const list = dataOf<Dispute[]>(await app.inject({ method: 'GET', url: '/api/dispute', headers: buyer.auth }), 200);
    expect(list).toHaveLength(1);
    expect((await postForm(app, {}, '/api/dispute/attachments', { file: pdf() })).statusCode).toBe(401);
  });

  it('an agent replies to a dispute with a file; the buyer reads it; an agent cannot send the buyer’s own pending upload', async () => {
    const buyer = await createAccount(app.db);
    const agent = await createAgent(app.db);
    const dispute = dataOf<Dispute>(
      await app.inject({
        method: 'POST',
        url: '/api/dispute',
        headers: buyer.auth,
        payload: { subject: 'Damaged goods', complaint: 'Twelve bags arrived torn open at Tema.' },
      }),
      201,
    );
    const sheet = dataOf<Attachment>(
      await postForm(app, agent.auth, `/api/staff/disputes/${dispute.id}/attachments`, { file: pdf('Survey plan.pdf') }),
      201,
    );
    const answer = (ids: string[]) =>
      app.inject({
        method: 'POST',
        url: `/api/staff/disputes/${dispute.id}`,
        headers: agent.auth,
        payload: { reply: 'Please read the survey plan attached.', attachmentIds: ids },
      });
    // The buyer's own upload, not yet sent, is not the agent's to send.
    const buyersPending = await upload(buyer);
    expect(codeOf(await answer([buyersPending.id]))).toBe('dispute_attachment_unknown');
    dataOf<StaffDispute>(await answer([sheet.id]), 200);

    const mine = dataOf<Dispute[]>(await app.inject({ method: 'GET', url: '/api/dispute', headers: buyer.auth }), 200);
    const step = mine[0]!.updates.at(-1)!;
    expect(step.attachments).toMatchObject([{ id: sheet.id, name: 'Survey plan.pdf' }]);
    expect((await app.inject({ method: 'GET', url: step.attachments[0]!.link })).statusCode).toBe(200);
    // Only staff who manage disputes upload to one; a buyer is refused.
    expect((await postForm(app, buyer.auth, `/api/staff/disputes/${dispute.id}/attachments`, { file: pdf() })).statusCode).toBe(403);
  });
});
