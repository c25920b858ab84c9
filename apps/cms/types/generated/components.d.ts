import type { Schema, Struct } from '@strapi/strapi';

export interface ContentReason extends Struct.ComponentSchema {
  collectionName: 'components_content_reasons';
  info: {
    displayName: 'Reason';
    icon: 'check';
  };
  attributes: {
    description: Schema.Attribute.Text;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ContentSection extends Struct.ComponentSchema {
  collectionName: 'components_content_sections';
  info: {
    displayName: 'Section';
    icon: 'layer';
  };
  attributes: {
    body: Schema.Attribute.Text;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    image: Schema.Attribute.Media<'images'>;
  };
}

export interface ContentSpec extends Struct.ComponentSchema {
  collectionName: 'components_content_specs';
  info: {
    description: 'One fact about the toy a parent checks before buying: a label (Size) and its value (30 cm tall)';
    displayName: 'Spec';
    icon: 'information';
  };
  attributes: {
    label: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    value: Schema.Attribute.Text & Schema.Attribute.Required;
  };
}

export interface ContentStep extends Struct.ComponentSchema {
  collectionName: 'components_content_steps';
  info: {
    displayName: 'Step';
    icon: 'bulletList';
  };
  attributes: {
    description: Schema.Attribute.Text;
    image: Schema.Attribute.Media<'images'>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedSocialLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_social_links';
  info: {
    displayName: 'Social link';
    icon: 'link';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'content.reason': ContentReason;
      'content.section': ContentSection;
      'content.spec': ContentSpec;
      'content.step': ContentStep;
      'shared.social-link': SharedSocialLink;
    }
  }
}
