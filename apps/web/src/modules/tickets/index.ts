// Tickets as other areas show them: the latest open tickets (the dashboard widget) and the
// AuthCode request that opens a ticket from a domain.
export { TICKETS_KEY, useOpenTickets } from './api/tickets-api.ts';
export { TicketBadges, TicketList } from './components/ticket-list.tsx';
export { relativeDate } from './components/relative-date.ts';
export { AuthCodeRequestButton } from './components/authcode-request.tsx';
