import type { Runner } from '../db/client';
import type { MailAddress } from '../platform/mailAddress';
import type { SiteLocale } from '../platform/siteLocale';
import { enqueue, userOf, type ShopEvents } from './queue';

/** Sign-up: the welcome mail. */
export async function welcomed(ev: ShopEvents, tx: Runner, userId: string): Promise<void> {
  const user = await userOf(tx, userId);
  if (user)
    await enqueue(ev, tx, {
      mail: { kind: 'welcome', to: user.email, name: user.name, locale: user.locale },
    });
}

/** A password changed (reset or changed while signed in): the owner is told. */
export async function passwordChanged(ev: ShopEvents, tx: Runner, userId: string): Promise<void> {
  const user = await userOf(tx, userId);
  if (!user) return;
  await enqueue(ev, tx, {
    mail: {
      kind: 'password-changed',
      to: user.email,
      locale: user.locale,
      name: user.name,
      at: ev.clock().toISOString(),
    },
  });
}

/**
 * A provider's registration arrived: its sender hears that it did, in the language of the page
 * they sent it from. `name` is '' when the form asks for none.
 */
export async function registrationReceived(
  ev: ShopEvents,
  tx: Runner,
  sender: { to: MailAddress; name: string; locale: SiteLocale },
  formTitle: string,
): Promise<void> {
  await enqueue(ev, tx, {
    mail: { kind: 'registration-received', ...sender, to: sender.to.address, formTitle },
  });
}
