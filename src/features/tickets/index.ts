/** Public surface of the tickets feature: the ticket dialog and the user's ticket list. */
export { MyTickets } from "./components/my-tickets.tsx";
export { ShowTicketButton } from "./components/show-ticket-button.tsx";
