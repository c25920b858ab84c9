import { redirect } from '@remix-run/node';

/** Any path outside the route table goes to /home (spec section 2). */
export async function loader() {
  return redirect('/home');
}
