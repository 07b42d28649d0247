import type { StaffOrder } from '@hotel/contracts/dining';

/** What to make: quantity and item, the chosen options, and the guest's note standing out. */
export function TicketLines({ order, large = false }: { order: StaffOrder; large?: boolean }) {
  return (
    <ul className={large ? 'space-y-3' : 'space-y-1.5'}>
      {order.items.map((line) => (
        <li key={line.id}>
          <p className={large ? 'text-2xl font-semibold' : 'font-semibold'}>
            <span className="tabular-nums">{line.quantity}</span> × {line.name}
          </p>
          {line.option_details.length > 0 && (
            <p className={large ? 'text-lg text-ink-muted' : 'text-sm text-ink-muted'}>
              {line.option_details
                .map((option) => `${option.name}: ${option.values.map((value) => value.name).join(', ')}`)
                .join(' · ')}
            </p>
          )}
          {line.notes && (
            <p
              className={`mt-0.5 rounded bg-warning-soft px-2 py-0.5 font-medium text-warning ${large ? 'text-lg' : 'text-sm'}`}
            >
              “{line.notes}”
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
