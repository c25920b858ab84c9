import { redirect } from '@remix-run/node';

/** The empty path under /account shows the account details. */
export async function loader() {
  return redirect('/account/details');
}
