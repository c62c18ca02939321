import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import classicTheme from '@fullcalendar/react/themes/classic';
import hiLocale from '@fullcalendar/react/locales/hi';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import type { ProviderBooking } from '@petverse/api/contract';
import { color, useLocale } from '@petverse/ui';

/** Bookings that still matter on the calendar: not lapsed holds, not declined or cancelled. */
const SHOWN = new Set(['held', 'confirmed', 'accepted', 'done', 'no-show']);

/**
 * A week of bookings on FullCalendar's time grid (its own chunk: only the bookings page's week
 * view loads it), in India's time whatever the phone's own zone. A tap on a booking picks it.
 */
export default function WeekCalendar({
  monday,
  now,
  bookings,
  onPick,
}: {
  monday: string;
  /** The page's clock: today's column and the now line follow it (a story's fixed day). */
  now: Date;
  bookings: readonly ProviderBooking[];
  onPick: (id: string) => void;
}) {
  const locale = useLocale();
  return (
    <FullCalendar
      plugins={[timeGridPlugin, classicTheme]}
      locales={[hiLocale]}
      locale={locale === 'hi' ? 'hi' : 'en-gb'}
      timeZone="Asia/Kolkata"
      initialView="timeGridWeek"
      initialDate={monday}
      firstDay={1}
      headerToolbar={false}
      allDaySlot={false}
      now={now}
      nowIndicator
      // FullCalendar's own blue carries white text at 3.7:1; the theme's accent reads (axe).
      eventColor={color('accent')}
      slotMinTime="07:00:00"
      slotMaxTime="22:00:00"
      events={bookings
        .filter((b) => SHOWN.has(b.status))
        .map((b) => ({
          id: b.id,
          title: `${b.service}${b.pet ? ` · ${b.pet.name}` : ''}`,
          start: b.start,
          end: b.end,
        }))}
      eventClick={(info) => {
        info.jsEvent.preventDefault();
        onPick(info.event.id);
      }}
    />
  );
}
