/** The address book module's public face: other modules import from here, not from its files. */
export { ADDRESS_BOOK_LIMIT, replaceAddressBookEntries, searchAddressBook } from './service.ts';
