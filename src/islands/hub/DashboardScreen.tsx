import type { CurrentUser } from '../../shared/common/api-types.ts';
import type { ActivitySummary } from '../../shared/hub/buyer-hub.ts';
import type { OrderListItem } from '../../shared/orders/orders.contract.ts';
import { messages, params, useFormat, useMessages } from '../../stores/locale.ts';
import { useApiData } from '../shared/useApiData.ts';
import OrdersTable from './OrdersTable.tsx';
import SignedIn from './SignedIn.tsx';
import { LoadedSummary } from './SummaryCards.tsx';
import './buyer-hub.css';

const text = messages('hub/dashboard', {
  findTitle: 'Find your commodities',
  findText: 'Browse verified African suppliers, compare origins and prices per metric tonne.',
  findAction: 'Browse Products',
  agentTitle: 'Talk to a sourcing agent',
  agentText: 'CIF, CFR, local delivery or payment on documents? An agent drafts the order with you.',
  agentAction: 'Open Message Center',
  profileTitle: 'Complete your profile',
  profileText: 'Add your country and phone number so our team can reach you about your orders.',
  profileCountryText: 'Add your country so our team can quote delivery and reach you about your orders.',
  profilePhoneText: 'Add your phone number so our team can reach you about your orders.',
  profileAction: 'Go to Settings',
  welcome: 'Welcome to your Dashboard',
  hello: params('Hello {name}, here is how to get started.'),
  activity: 'Activity Summary',
  totalTransactions: 'Total Transactions (USD)',
  totalOrders: 'Total Orders',
  totalEnquiries: 'Total Enquiries',
  activityFailed: 'The activity summary could not be loaded.',
  latest: 'Latest Orders',
  allOrders: 'All orders',
  latestCaption: 'Latest orders',
});

const WELCOME_CARDS = [
  { key: 'find', href: '/buy-commodities' },
  { key: 'agent', href: '/message-center' },
  { key: 'profile', href: '/settings' },
] as const;

/** What the profile card asks for: only what the account still lacks (null: nothing, no card). */
function profileAsk(user: CurrentUser): 'profileText' | 'profileCountryText' | 'profilePhoneText' | null {
  if (!user.country && !user.phoneNumber) return 'profileText';
  if (!user.country) return 'profileCountryText';
  if (!user.phoneNumber) return 'profilePhoneText';
  return null;
}

/** docs/product/screens.md: welcome cards on the first sign-in only. */
function Welcome({ user }: { user: CurrentUser }) {
  const t = useMessages(text);
  if (user.lastLoggedIn !== null) return null;
  const ask = profileAsk(user);
  const cards = WELCOME_CARDS.filter((card) => card.key !== 'profile' || ask !== null);
  return (
    <section className="card welcome" aria-labelledby="welcome-title">
      <h2 id="welcome-title">{t.welcome}</h2>
      <p>{t.hello({ name: user.fullName.split(' ')[0] ?? '' })}</p>
      <ul className="welcome-cards">
        {cards.map((card) => (
          <li key={card.href}>
            <h3>{t[`${card.key}Title`]}</h3>
            <p>{card.key === 'profile' && ask ? t[ask] : t[`${card.key}Text`]}</p>
            <a className="btn btn-outline" href={card.href}>
              {t[`${card.key}Action`]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Dashboard({ user }: { user: CurrentUser }) {
  const t = useMessages(text);
  const format = useFormat();
  const activity = useApiData<ActivitySummary>('buyer-hub/activity-summary');
  const orders = useApiData<OrderListItem[]>('buyer-hub/all-orders');
  return (
    <div className="hub-screen">
      <Welcome user={user} />
      <section aria-labelledby="activity-title">
        <h2 id="activity-title" className="section-title">
          {t.activity}
        </h2>
        <LoadedSummary summary={activity} label={t.activity} failed={t.activityFailed}>
          {(data) => [
            { label: t.totalTransactions, value: format.usd(data.total_transactions) },
            { label: t.totalOrders, value: format.number(data.total_number_of_orders), tone: 'blue' },
            { label: t.totalEnquiries, value: format.number(data.total_number_of_enquiries), tone: 'green' },
          ]}
        </LoadedSummary>
      </section>
      <section className="card" aria-labelledby="latest-title">
        <div className="card-head">
          <h2 id="latest-title">{t.latest}</h2>
          <a href="/orders">{t.allOrders}</a>
        </div>
        <OrdersTable orders={orders} caption={t.latestCaption} />
      </section>
    </div>
  );
}

/** /dashboard: Account Overview. */
export default function DashboardScreen() {
  return <SignedIn>{(user) => <Dashboard user={user} />}</SignedIn>;
}
