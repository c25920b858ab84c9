import { getFormProps } from '@conform-to/react';
import { Form, useFetcher, useLocation } from '@remix-run/react';
import { CloseIcon, IconButton, ResponsiveImage } from '@tate/ui';
import type { NewsletterPopup as NewsletterCopy } from '../cms/shop-pages.server';
import { FormTextField } from '../forms/fields';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { newsletterSchema } from './newsletter-schema';
import './newsletter-slide-in.css';

/**
 * 'Join our family' as a small card that slides in at the bottom corner (docs/decisions/2026-11-29-newsletter-slide-in.md):
 * no overlay and no focus taken, so the page stays readable and usable beside it. Subscribing posts to /newsletter like
 * the footer form and comes back to the page; Close posts to /newsletter-popup, remembered for 24 hours.
 */
export function NewsletterSlideIn({ copy, onClose }: { copy: NewsletterCopy; onClose: () => void }) {
  const location = useLocation();
  const closing = useFetcher();
  const [form, fields] = useConformForm(newsletterSchema, undefined, { validateOn: 'onSubmit' });

  function close() {
    closing.submit(null, { method: 'post', action: '/newsletter-popup' });
    onClose();
  }

  return (
    <aside className="newsletter-slide-in" aria-labelledby="newsletter-slide-in-title">
      {copy.image ? <ResponsiveImage image={copy.image} sizes="5rem" alt="" className="newsletter-slide-in__image" /> : null}
      <div className="newsletter-slide-in__body">
        <h2 id="newsletter-slide-in-title">{copy.title}</h2>
        {copy.offer ? <p className="newsletter-slide-in__offer">{copy.offer}</p> : null}
        <Form method="post" action="/newsletter" {...getFormProps(form)} aria-label={copy.title} className="newsletter-slide-in__form">
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <FormTextField field={fields.email} label="E-mail" type="email" isRequired autoComplete="email" />
          <SubmitButton>{copy.buttonLabel}</SubmitButton>
        </Form>
      </div>
      <IconButton label="Close" onPress={close} className="newsletter-slide-in__close">
        <CloseIcon />
      </IconButton>
    </aside>
  );
}
