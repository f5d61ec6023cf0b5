import { useEffect, useState } from 'react';
import { ACCOUNT_COPY } from '../../lib/accounts/copy.ts';
import { useSession } from './use-session.ts';

type Enquiry = {
  lead_id: string;
  created_at: string;
  category: string;
  subcategory: string | null;
  car_id: string | null;
  car_title: string | null;
  complete: boolean;
};

const when = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

/** The enquiries and valuations sent on this site with the signed-in shopper's mobile, newest first. */
export default function GarageEnquiries() {
  const session = useSession();
  const [enquiries, setEnquiries] = useState<Enquiry[] | 'failed' | null>(null);
  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    fetch('/api/account/enquiries', { headers: { accept: 'application/json' }, credentials: 'same-origin' })
      .then(async (response) => (response.ok ? setEnquiries(((await response.json()) as { enquiries: Enquiry[] }).enquiries) : setEnquiries('failed')))
      .catch(() => setEnquiries('failed'));
  }, [signedIn]);
  if (!signedIn || enquiries === null) return <p>{ACCOUNT_COPY.checkingSignIn}</p>;
  if (enquiries === 'failed') return <p role="alert">{ACCOUNT_COPY.enquiriesFailed}</p>;
  if (enquiries.length === 0) return <p>{ACCOUNT_COPY.garageNoEnquiries}</p>;
  return (
    <ul className="garage-enquiries" data-testid="garage-enquiries">
      {enquiries.map((e) => (
        <li key={e.lead_id}>
          <strong>{e.subcategory ? `${e.category} / ${e.subcategory}` : e.category}</strong> · {when.format(new Date(e.created_at))} ·{' '}
          {e.complete ? ACCOUNT_COPY.enquiryComplete : ACCOUNT_COPY.enquiryPartial}
          {e.car_title ? ` · ${ACCOUNT_COPY.enquiryAbout(e.car_title)}` : e.car_id ? ` · ${ACCOUNT_COPY.enquiryAboutUnnamed}` : ''}
        </li>
      ))}
    </ul>
  );
}
