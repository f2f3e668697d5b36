// IndexedDB for client data and sync tests (Node has none); harmless for server tests.
import "fake-indexeddb/auto";
