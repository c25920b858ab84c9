/**
 * Who may see each kind of data in the admin. Every type of the project is content (for editors)
 * unless it is listed here; a plugin's type is content only when listed in EDITOR_PLUGIN_TYPES.
 * A type that relates to a parent's account is family data even when not listed.
 */
export const FAMILY_TYPES = [
  'api::child.child',
  'api::child-history.child-history',
  'api::favourite.favourite',
  'api::video-position.video-position',
  'api::contact-message.contact-message',
  'api::newsletter-signup.newsletter-signup',
  'api::welcome-signup.welcome-signup',
  'api::payment.payment',
  'plugin::users-permissions.user',
] as const;

export const COMMERCE_TYPES = ['api::coupon.coupon', 'api::subscription-plan.subscription-plan'] as const;

export type Audience = 'content' | 'family' | 'commerce' | 'none';

type ContentTypeShape = { uid: string; attributes: Record<string, { type: string; target?: string }> };

export function audienceOf(contentType: ContentTypeShape): Audience {
  const { uid } = contentType;
  if ((FAMILY_TYPES as readonly string[]).includes(uid)) return 'family';
  if ((COMMERCE_TYPES as readonly string[]).includes(uid)) return 'commerce';
  const relatesToAccounts = Object.values(contentType.attributes).some(
    (attribute) => attribute.type === 'relation' && attribute.target === 'plugin::users-permissions.user',
  );
  if (relatesToAccounts) return 'family';
  return uid.startsWith('api::') ? 'content' : 'none';
}
