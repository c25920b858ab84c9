import { getFormProps } from '@conform-to/react';
import { Form, useFetcher, useLocation } from '@remix-run/react';
import { Button, CloseIcon, Modal, ResponsiveImage } from '@tate/ui';
import type { NewsletterPopup as PopupCopy } from '../cms/shop-pages.server';
import { FormTextField } from '../forms/fields';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { newsletterSchema } from './newsletter-schema';
import './newsletter-popup.css';

/**
 * 'Join our family': the newsletter pop-up (extra large, no keyboard or outside close; a bottom sheet on a phone).
 * Subscribing posts to /newsletter like the footer form and comes back to the page; Close posts to
 * /newsletter-popup. The server remembers either answer in a cookie (joined: for good; closed: for 24 hours).
 */
export function NewsletterPopup({ popup, onClose }: { popup: PopupCopy; onClose: () => void }) {
  const location = useLocation();
  const closing = useFetcher();
  const [form, fields] = useConformForm(newsletterSchema, undefined, { validateOn: 'onSubmit' });

  function close() {
    closing.submit(null, { method: 'post', action: '/newsletter-popup' });
    onClose();
  }

  return (
    <Modal
      isOpen
      isStatic
      size="extraLarge"
      title={popup.title}
      showCloseButton={false}
      headerAction={
        <Button variant="ghost" onPress={close}>
          <CloseIcon /> Close
        </Button>
      }
      className="newsletter-popup"
    >
      <div className="newsletter-popup__layout">
        {popup.image ? (
          <ResponsiveImage image={popup.image} sizes="(min-width: 768px) 40vw, 100vw" className="newsletter-popup__image" />
        ) : null}
        <div className="newsletter-popup__text">
          {popup.offer ? <p className="newsletter-popup__offer">{popup.offer}</p> : null}
          {popup.benefits.length > 0 ? (
            <ul className="newsletter-popup__benefits">
              {popup.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          ) : null}
          <Form method="post" action="/newsletter" {...getFormProps(form)} aria-label={popup.title} className="newsletter-popup__form">
            <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
            <FormTextField
              field={fields.firstName}
              label="First name"
              placeholder={popup.firstNamePlaceholder}
              autoComplete="given-name"
            />
            <FormTextField field={fields.email} label="E-mail" type="email" isRequired autoComplete="email" />
            <SubmitButton isFullWidth>{popup.buttonLabel}</SubmitButton>
          </Form>
        </div>
      </div>
    </Modal>
  );
}
