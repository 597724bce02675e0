import { consoleHome } from '../../../config/console-navigation.ts';
import { $staffMember } from '../../../stores/staff-session.ts';

/** Shown on a console screen the signed-in role may not use (the server refuses it anyway). */
export default function NotAllowed() {
  return (
    <section className="card" role="alert">
      <h2>Not available for your role</h2>
      <p>This screen is for administrators. Ask an administrator if you need it.</p>
      <a className="btn btn-primary" href={consoleHome($staffMember.get()?.role)}>
        Go to your console
      </a>
    </section>
  );
}
