// The demo member's inbox: about 25 messages over the last 90 days (operator mail and §8 money notices), the three
// newest unread, so the header badge and the messageV2 page have something real to show on every brand. History
// gets no notification rows: the feed is for what happens while the member is on the site.
import { insertRows, type Db } from '../db/database.js';
import type { NotifyKind } from '../money/notify.js';

/** The one account with a seeded inbox on every brand. */
export const INBOX_ACCOUNT = 'demo';

const DAY = 86_400_000;
const SEEDED_MESSAGES = 25;
const UNREAD = 3;

interface Mail {
  title: string;
  body: string;
}

/** Operator mail is written by the operator in the brand's language; bodies are plain text or HTML. */
const MAIL: Record<string, Mail[]> = {
  EN: [
    {
      title: 'Welcome aboard',
      body: '<p>Thank you for joining us. Your account is ready: <strong>good luck</strong>!</p>',
    },
    {
      title: 'Weekend reload bonus',
      body: '<p>Deposit this weekend and receive a <em>10% reload bonus</em>, up to 500.</p><ul><li>Minimum deposit 50</li><li>Turnover 5 times</li></ul>',
    },
    {
      title: 'Scheduled maintenance',
      body: 'The live casino will be unavailable on Tuesday from 02:00 to 04:00 for maintenance.',
    },
    {
      title: 'Your VIP level went up',
      body: '<p>Congratulations, you reached <strong>VIP 2</strong>. Higher rebates start today.</p>',
    },
    {
      title: 'Keep your account safe',
      body: 'Never share your password or funds password. Our staff will never ask for them.',
    },
  ],
  CN: [
    {
      title: '欢迎加入',
      body: '<p>感谢您的加入，您的账户已开通：<strong>祝您好运</strong>！</p>',
    },
    {
      title: '周末存款加赠',
      body: '<p>本周末存款即可获得 <em>10% 加赠</em>，最高 500。</p><ul><li>最低存款 50</li><li>5 倍流水</li></ul>',
    },
    { title: '系统维护通知', body: '真人娱乐场将于周二 02:00 至 04:00 进行维护，期间暂停服务。' },
    {
      title: '您的 VIP 等级已提升',
      body: '<p>恭喜您升级为 <strong>VIP 2</strong>，今日起享受更高返水。</p>',
    },
    { title: '账户安全提醒', body: '请勿向他人透露登录密码或资金密码，客服人员不会向您索取。' },
  ],
  KM: [
    {
      title: 'សូមស្វាគមន៍',
      body: '<p>សូមអរគុណដែលបានចូលរួមជាមួយយើង។ គណនីរបស់អ្នករួចរាល់ហើយ៖ <strong>សូមសំណាងល្អ</strong>!</p>',
    },
    {
      title: 'ប្រាក់រង្វាន់ដាក់ប្រាក់ចុងសប្តាហ៍',
      body: '<p>ដាក់ប្រាក់នៅចុងសប្តាហ៍នេះ ទទួលបាន <em>ប្រាក់រង្វាន់ 10%</em> រហូតដល់ 500។</p><ul><li>ដាក់ប្រាក់អប្បបរមា 50</li><li>ចាក់វេន 5 ដង</li></ul>',
    },
    {
      title: 'ការថែទាំប្រព័ន្ធ',
      body: 'កាស៊ីណូផ្ទាល់នឹងផ្អាកដំណើរការនៅថ្ងៃអង្គារ ពីម៉ោង 02:00 ដល់ 04:00 ដើម្បីថែទាំ។',
    },
    {
      title: 'កម្រិត VIP របស់អ្នកបានកើនឡើង',
      body: '<p>សូមអបអរសាទរ អ្នកបានឡើងដល់ <strong>VIP 2</strong>។ ប្រាក់បង្វិលខ្ពស់ជាងចាប់ផ្តើមថ្ងៃនេះ។</p>',
    },
    {
      title: 'រក្សាសុវត្ថិភាពគណនីរបស់អ្នក',
      body: 'កុំចែករំលែកពាក្យសម្ងាត់ ឬពាក្យសម្ងាត់មូលនិធិរបស់អ្នក។ បុគ្គលិករបស់យើងមិនដែលសុំវាទេ។',
    },
  ],
};

/** Every fifth message is operator mail; the rest are money notices in a fixed, realistic mix. */
const NOTICES: NotifyKind[] = [
  'depositArrived',
  'withdrawalApproved',
  'depositArrived',
  'depositFailed',
  'withdrawalRejected',
  'depositArrived',
];

/** Messages and their notifications for one member, spread evenly over 90 days before `now`. */
export async function seedMessages(
  tx: Pick<Db, 'query'>,
  merchant: string,
  memberId: number,
  language: string,
  now: number,
): Promise<void> {
  const mail = MAIL[language] ?? MAIL.EN!;
  const rows: unknown[][] = [];
  for (let i = 0; i < SEEDED_MESSAGES; i++) {
    // i = 0 is the newest; the spacing keeps the three unread ones within the last days.
    const at = new Date(now - Math.round((i * 90 * DAY) / SEEDED_MESSAGES) - 3_600_000);
    const isMail = i % 5 === 0;
    const kind: NotifyKind = isMail ? 'newMail' : NOTICES[i % NOTICES.length]!;
    const letter = isMail ? mail[(i / 5) % mail.length] : undefined;
    rows.push([
      merchant,
      memberId,
      kind,
      letter?.title ?? '',
      letter?.body ?? '',
      isMail ? null : (100 + ((i * 137) % 900)) * 100,
      at.toISOString(),
      i < UNREAD ? null : new Date(at.getTime() + DAY / 2).toISOString(),
    ]);
  }
  await insertRows(
    tx,
    'messages',
    ['merchant', 'member_id', 'kind', 'title', 'body', 'amount_cents', 'created_at', 'read_at'],
    rows,
  );
}

/**
 * Puts a member's inbox back to its seed (journeys that read, delete or receive mail restore it): the history for
 * the demo account, empty for anyone else. Notifications go too, so a client's cursor lies past the end and restarts
 * from the feed's new end rather than replaying.
 */
export async function reseedMessages(
  tx: Pick<Db, 'query'>,
  member: { merchant: string; id: number; account: string },
  language: string,
  now: number,
): Promise<void> {
  await tx.query('DELETE FROM notifications WHERE member_id = $1', [member.id]);
  await tx.query('DELETE FROM messages WHERE member_id = $1', [member.id]);
  if (member.account.toLowerCase() === INBOX_ACCOUNT)
    await seedMessages(tx, member.merchant, member.id, language, now);
}
