import type { Feature } from '../cms/shop-pages.server';
import { FeatureList } from './FeatureList';
import { PageSection } from '../layout/PageSection';

/** A headed section of features (what the toy does, what comes in the box); nothing when there are none. */
export function FeatureSection({ id, heading, features }: { id: string; heading: string; features: Feature[] }) {
  if (features.length === 0) return null;
  return (
    <PageSection headingId={id} heading={heading}>
      <FeatureList features={features} />
    </PageSection>
  );
}
