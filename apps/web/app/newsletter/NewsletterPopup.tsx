import { getFormProps } from '@conform-to/react';
import { Form, useLocation } from '@remix-run/react';
import { Button, CloseIcon, Modal, ResponsiveImage } from '@tate/ui';
import type { NewsletterPopup as PopupCopy } from '../cms/shop-pages.server';
import { FormTextField } from '../forms/fields';
import { SubmitButton } from '../forms/SubmitButton';
import { useConformForm } from '../forms/use-conform-form';
import { newsletterSchema } from './newsletter-schema';

/**
 * 'Join our family': the newsletter pop-up (extra large, no keyboard or outside close). Subscribing posts to
 * /newsletter like the footer form; closing posts to /newsletter-popup. Both remember the visitor's choice in a
 * cookie, so the pop-up is offered once, with or without JavaScript.
 */
export function NewsletterPopup({ popup }: { popup: PopupCopy }) {
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  const [form, fields] = useConformForm(newsletterSchema, undefined, { validateOn: 'onSubmit' });

  return (
    <Modal
      isOpen
      isStatic
      serverRendered
      size="extraLarge"
      title={popup.title}
      showCloseButton={false}
      headerAction={
        <Form method="post" action="/newsletter-popup">
          <input type="hidden" name="redirectTo" value={back} />
          <Button type="submit" variant="ghost">
            <CloseIcon /> Close
          </Button>
        </Form>
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
            <input type="hidden" name="redirectTo" value={back} />
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
