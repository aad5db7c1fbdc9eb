// Generated from /api/docs/json by `npm run api:types` (openapi-typescript). Do not edit.
export interface paths {
    "/api/client-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Web client configuration: the Sentry DSN when error monitoring is configured */
        get: operations["getClientConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Web client: report an error the user saw; answers the reference it was logged under */
        post: operations["postClientErrors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
        get: operations["getHealthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers too (503 while it does not) */
        get: operations["getReadyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in: the session payload (and cookie); with two-factor on, a challenge to send back with a code (no session); when two-factor is required and off, { twoFactor: "enroll" } and a session good for enrolment only */
        post: operations["postLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in, second step: the challenge of POST /api/login and a code from the authenticator app or a recovery code */
        post: operations["postLoginTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: ends this session and clears its cookie */
        post: operations["postLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user with their companies, enterprises and catalogue (401 when signed out) */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The session payload when signed in, else null (never 401) */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload files (multipart, field "files"): at most 10 files, 100MB each, 500MB in all */
        post: operations["postUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an uploaded file that is not attached yet */
        delete: operations["deleteUploadFilesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a file (Range requests supported); ?download=1 forces an attachment */
        get: operations["getFilesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/files/zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download All: a zip of the request's files, streamed */
        get: operations["getServiceRequestsFilesZipById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/searchAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Global search over requests and comments the caller may see (at least 3 characters). Request types are filtered on the client. */
        get: operations["getCompanySearchAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brand-kits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Brand kits the caller may see (archived ones included) */
        get: operations["getBrandKits"];
        put?: never;
        /** Create a brand kit for a company or an enterprise */
        post: operations["postBrandKits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brand-kits/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Companies whose kits the caller may see, with the caller's rights */
        get: operations["getBrandKitsCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brand-kits/attachable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's kits that can be attached to a request (not archived) */
        get: operations["getBrandKitsAttachable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brand-kits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One brand kit (404 unless the caller may see it) */
        get: operations["getBrandKitsById"];
        /** Change a brand kit (its version must match: 409 when someone saved first) */
        put: operations["putBrandKitsById"];
        post?: never;
        /** Delete a brand kit */
        delete: operations["deleteBrandKitsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brand-kits/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Archive ({archived:true}) or restore a kit */
        put: operations["putBrandKitsArchiveById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brand-kits/access/{companyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who may do what with a company's kits */
        get: operations["getBrandKitsAccessByCompanyId"];
        /** Grant NONE, VIEW, EDIT or CREATE to people of the company (owner and staff only) */
        put: operations["putBrandKitsAccessByCompanyId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/brand-kit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brand kit a request was ordered with */
        get: operations["getServiceRequestsBrandKitById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/request-brand-kits/swatches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kit name and colours of requests (for board cards); ids comma-separated */
        get: operations["getRequestBrandKitsSwatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a comment, or a reply (parentId) to a top-level comment */
        post: operations["postComments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/service-request/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Top-level comments of a request, newest first, with their replies (keyset paged) */
        get: operations["getCommentsServiceRequestById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/deliverables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A request's deliverable versions, newest first, and what the caller may do with them */
        get: operations["getServiceRequestsDeliverablesById"];
        put?: never;
        /** Deliver the next version (staff): files uploaded first, a note, links */
        post: operations["postServiceRequestsDeliverablesById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deliverables/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One deliverable version */
        get: operations["getDeliverablesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deliverables/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve the latest version (customer side); finish: also mark the request Finished */
        post: operations["postDeliverablesApproveById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deliverables/{id}/request-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for changes on the latest version (customer side), with a message; beyond the included rounds, confirmCost must be the round’s cost */
        post: operations["postDeliverablesRequestChangesById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/revision-rounds/{round}/waive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Waive a charged revision round (staff): its charge is refunded through the ledger */
        post: operations["postServiceRequestsRevisionRoundsWaiveByIdAndRound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/proof-pins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A request's proofing pins (or one version's), with their words, replies and resolution */
        get: operations["getServiceRequestsProofPinsById"];
        put?: never;
        /** Place a numbered pin on an image or PDF page of a version; its words become a comment */
        post: operations["postServiceRequestsProofPinsById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proof-pins/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to a pin (a reply to its comment in the request's thread) */
        post: operations["postProofPinsRepliesById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proof-pins/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a pin resolved */
        post: operations["postProofPinsResolveById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proof-pins/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reopen a resolved pin */
        post: operations["postProofPinsReopenById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proof-pins/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a pin to another point of its file (its author or staff); a PDF's pin may change page */
        post: operations["postProofPinsMoveById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proof-pins/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a pin (its author while nobody else replied, or staff); its words and replies stay in the thread */
        delete: operations["deleteProofPinsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The caller's notifications, newest first (keyset paged on id) */
        post: operations["postNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of the caller’s notifications are unread */
        get: operations["getNotificationsUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/markAllAsRead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the caller’s notifications read: all of them, or with up_to those up to the newest one their list showed */
        post: operations["postNotificationsMarkAllAsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the read state of one of your notifications (without state: flip it) */
        post: operations["postNotificationUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-Sent Events: notification, unread, comment, pin, deliverable, request, ready, resync */
        get: operations["getEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your notification preferences: in app and e-mail per event, the digest hour and time zone */
        get: operations["getNotificationPreferences"];
        /** Change your notification preferences (the events given, the digest hour, the time zone) */
        put: operations["putNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification-preferences/defaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The notification defaults of each role (staff only) */
        get: operations["getNotificationPreferencesDefaults"];
        /** Set the notification defaults of one role for new users (staff only) */
        put: operations["putNotificationPreferencesDefaults"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page of an unsubscribe link: what it turns off, and a button (changes nothing) */
        get: operations["getUnsubscribe"];
        put?: never;
        /** One-click unsubscribe (RFC 8058): turns the e-mail of the link’s event off for its person */
        post: operations["postUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Customers: send a message to the provider (stored and e-mailed to staff) */
        post: operations["postSupport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-request-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Parent groups with their children (childrenRequestTypes) */
        get: operations["getServiceRequestTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-request-types/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every type a new request can use, each with its form, popup text and placeholder */
        get: operations["getServiceRequestTypesForms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-request-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One request type with its form definition and price */
        get: operations["getServiceRequestTypesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-request-types/{id}/form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The form field definitions of a type, with its pricing rule and version */
        get: operations["getServiceRequestTypesFormById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-request-types/{id}/popup-text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The text a request type shows before its form */
        get: operations["getServiceRequestTypesPopupTextById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-request-types/{id}/placeholder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Placeholders for the request form (title, content) */
        get: operations["getServiceRequestTypesPlaceholderById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Requests the caller may see, newest update first, keyset-paginated */
        get: operations["getServiceRequests"];
        /** Save as draft: creates a draft, or updates the draft data.id */
        put: operations["putServiceRequests"];
        /** Create a request: submitted (status NOT_START, the default; debits its price) or DRAFT */
        post: operations["postServiceRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/remove/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Delete: sets DELETED and refunds what was charged (drafts: their creator; submitted: staff) */
        put: operations["putServiceRequestsRemoveById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One request (404 unless the caller may see it) */
        get: operations["getServiceRequestsById"];
        /** Update (also submit a draft, cancel, and staff status changes); absent fields are kept; 409 when `fromStatus` is no longer its status */
        put: operations["putServiceRequestsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/assigned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Requests the caller is assigned to (assignees or assignedTo) */
        get: operations["getServiceRequestsAssigned"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activity timeline: status changes, assignments, credit changes and charges, newest first */
        get: operations["getServiceRequestsEventsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every request the filters select (the list query without cursor and limit), in its order, as CSV: UTF-8 with BOM, ISO dates, two-decimal credits; streamed; at most CSV_EXPORT_MAX_ROWS rows (100,000), a longer one ends with a line saying so; two exports per user at a time (429 beyond) */
        get: operations["getServiceRequestsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-requests/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff board figures for the filters: requests and total credit per status, and per swimlane if asked */
        get: operations["getServiceRequestsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's saved list views, then (staff) the views staff shared */
        get: operations["getSavedViews"];
        put?: never;
        /** Save the current filters and sort under a name (staff may share it with all staff) */
        post: operations["postSavedViews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-views/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename, change the filters of, share or stop sharing a view (its owner only) */
        put: operations["putSavedViewsById"];
        post?: never;
        /** Delete a view (its owner only) */
        delete: operations["deleteSavedViewsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/findUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users of a company (members and its enterprise's owners); the caller must belong to it, or be staff */
        get: operations["getCompanyFindUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One person the caller may see (a colleague, staff) */
        get: operations["getUserById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Several users by id, in the order asked; ids the caller may not see are left out */
        post: operations["postUsersBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/heybossMember": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff lookup (staff only): the provider's staff members, optionally filtered by keyword or e-mail */
        post: operations["postUserHeybossMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credits/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of an enterprise's ledger, newest first, filtered by kind and date range. Owners and staff see every entry; members the entries of requests they can see. */
        get: operations["getCreditsLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credits/ledger.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same ledger as CSV (UTF-8 with BOM, ISO dates, two-decimal amounts), streamed; at most CSV_EXPORT_MAX_ROWS rows (100,000), a longer one ends with a line saying so; two exports per user at a time (429 beyond) */
        get: operations["getCreditsLedgerCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credits/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Credit report of each of the caller's enterprises: this period's total, use, remaining, requests, 12 weeks of use and the run-out forecast */
        get: operations["getCreditsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credits/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff: enterprises that will run out before renewal; allowance granted vs used this month */
        get: operations["getCreditsOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enterprises": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff: enterprises, searched (name, owner, company) and sorted, a page at a time */
        get: operations["getEnterprises"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enterprises/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff: one enterprise with its membership history */
        get: operations["getEnterprisesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Staff: change an enterprise's membership tier and/or paymentAt (recorded in its history); a change that grants more than a start's one monthly allowance, or a second one in a month, answers 409 until confirmGrant repeats the credits it grants (error.details.confirmGrant) */
        patch: operations["patchEnterprisesById"];
        trace?: never;
    };
    "/api/enterprises/{id}/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff: grant or remove credit with a reason (a removal never takes the balance below zero); a repeat of the same person’s last change within 2 minutes is answered as a duplicate (meta.duplicate) and not made again */
        post: operations["postEnterprisesCreditsById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether billing is on, and the tiers on sale */
        get: operations["getBilling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Owner: a Stripe Checkout page to choose or change the enterprise's tier */
        post: operations["postBillingCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Owner: a link to the Stripe billing portal */
        post: operations["postBillingPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe webhook (signature verified; each event applied once) */
        post: operations["postBillingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signup-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending sign-up requests the caller decides */
        get: operations["getSignupRequests"];
        put?: never;
        /** Public sign-up request: a new enterprise (approved by staff) or a member (approved by the owner) */
        post: operations["postSignupRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signup-options/{enterpriseId}/{inviteToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the public invitation page /settings/{enterpriseId}/{inviteToken}/signup-request offers (404 unless the token is signed for the enterprise) */
        get: operations["getSignupOptionsByEnterpriseIdAndInviteToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signup-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a sign-up request: the account is created (staff; an owner for their enterprise) */
        post: operations["postSignupRequestsApproveById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signup-requests/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a sign-up request */
        post: operations["postSignupRequestsRejectById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your own profile */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change your first and last name */
        patch: operations["patchAccountProfile"];
        trace?: never;
    };
    "/api/account/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set your profile photo (multipart, field "photo"; PNG, JPEG, GIF or BMP, at most 5 MB) */
        put: operations["putAccountPhoto"];
        post?: never;
        /** Remove your profile photo */
        delete: operations["deleteAccountPhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/photos/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A person's profile photo (a new photo has a new address, so it is cached for good) */
        get: operations["getAccountPhotosByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to change your e-mail address: a confirmation link goes to the new address, a notice to the current one */
        post: operations["postAccountEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follow an e-mail change link (no sign-in needed): the address changes now */
        post: operations["postAccountEmailConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download my data: a zip of your profile, requests, comments, notifications and files */
        get: operations["getAccountExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete your account: you are anonymised and signed out everywhere; your requests and comments stay */
        post: operations["postAccountDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forgot password: e-mails a reset link if an account uses the address (same answer either way) */
        post: operations["postPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password-reset/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a reset link can still be used */
        post: operations["postPasswordResetCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password-reset/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password from a reset link: every session ends, and this browser is signed in */
        post: operations["postPasswordResetComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the password (current password needed); every other session ends */
        post: operations["postAccountPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's active sessions, this one first */
        get: operations["getAccountSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Ends one of the signed-in user’s sessions */
        delete: operations["deleteAccountSessionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/end-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs out every other session of the signed-in user */
        post: operations["postAccountSessionsEndOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Requests per status in the caller's scope (drafts: their own) and the five latest requests */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff: the unassigned queue, workload per staff member, overdue and due soon, created vs finished per week, on time per month, requests per company, credits used per enterprise per week */
        get: operations["getDashboardStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customer: the caller's companies' requests due soon or overdue, recently finished, and credits used per request type */
        get: operations["getDashboardCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole catalogue as the builder shows it: categories, types, drafts */
        get: operations["getCatalogue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogue/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a category */
        post: operations["postCatalogueCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogue/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename, describe, archive or restore a category */
        patch: operations["patchCatalogueCategoriesById"];
        trace?: never;
    };
    "/api/catalogue/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Order of the categories */
        put: operations["putCatalogueOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogue/categories/{id}/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Order of a category’s types */
        put: operations["putCatalogueCategoriesOrderById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogue/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a request type in a category (as a draft to publish) */
        post: operations["postCatalogueTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogue/types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One request type as the builder shows it: published definition, draft, history */
        get: operations["getCatalogueTypesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename, describe, move, archive or restore a request type */
        patch: operations["patchCatalogueTypesById"];
        trace?: never;
    };
    "/api/catalogue/types/{id}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the draft definition (validated by the shared TypeDefinitionSchema; 400 lists every problem) */
        put: operations["putCatalogueTypesDraftById"];
        post?: never;
        /** Discard the draft definition */
        delete: operations["deleteCatalogueTypesDraftById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogue/types/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish the draft as the next version (requests keep the version they were priced with) */
        post: operations["postCatalogueTypesPublishById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogue/types/{id}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published version of a request type */
        get: operations["getCatalogueTypesVersionsByIdAndVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogue/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole catalogue as a file (catalogue.json), in the shape the import reads */
        get: operations["getCatalogueExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalogue/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import a catalogue file (the export’s shape); 400 with details.errors listing every problem */
        post: operations["postCatalogueImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's two-factor sign-in: on or off, recovery codes left, whether it is required */
        get: operations["getAccountTwoFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start turning two-factor on: a new secret as an otpauth URI, a QR code and text */
        post: operations["postAccountTwoFactorSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor on with a code made with the new secret: answers ten recovery codes, once */
        post: operations["postAccountTwoFactorConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor off, with a code (or a recovery code) or the password */
        post: operations["postAccountTwoFactorDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ten new recovery codes (the old ones stop working), with a code from the app */
        post: operations["postAccountTwoFactorRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-factor/staff-requirement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff: whether every staff account must use two-factor */
        get: operations["getTwoFactorStaffRequirement"];
        /** Staff: require two-factor of every staff account (or stop requiring it) */
        put: operations["putTwoFactorStaffRequirement"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enterprises/{id}/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Owners and staff: the enterprise's two-factor requirement and who of its people has it on */
        get: operations["getEnterprisesTwoFactorById"];
        /** Owners (and staff): require two-factor of every person of the enterprise, or stop */
        put: operations["putEnterprisesTwoFactorById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/two-factor/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff: turn a person's two-factor off (lost device); recorded in the audit log */
        post: operations["postUsersTwoFactorResetById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/{enterpriseId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enterprise's people: companies, role, two-factor, last active; the caller's invite token */
        get: operations["getTeamByEnterpriseId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/{enterpriseId}/people/{userId}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Member ↔ owner; the last owner cannot be demoted (409) */
        put: operations["putTeamPeopleRoleByEnterpriseIdAndUserId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/{enterpriseId}/people/{userId}/companies/{companyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Adds a person of the team to another company of the enterprise */
        put: operations["putTeamPeopleCompaniesByEnterpriseIdAndUserIdAndCompanyId"];
        post?: never;
        /** Takes a person out of one company of the enterprise (not their only one: 409) */
        delete: operations["deleteTeamPeopleCompaniesByEnterpriseIdAndUserIdAndCompanyId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/{enterpriseId}/people/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a person from the enterprise (not the last owner: 409); their sessions end when they belong to no other enterprise. Answers the open requests they were the only assignee of */
        delete: operations["deleteTeamPeopleByEnterpriseIdAndUserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/{enterpriseId}/people/{userId}/sole-assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open requests of the enterprise where the person is the only assignee */
        get: operations["getTeamPeopleSoleAssignmentsByEnterpriseIdAndUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/{enterpriseId}/reassignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** People no longer in the team who are still the only assignee of open requests of the enterprise, with those requests */
        get: operations["getTeamReassignmentsByEnterpriseId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/{enterpriseId}/reassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new assignee on the requests a person was the only assignee of, each through the request update rules */
        post: operations["postTeamReassignByEnterpriseId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/{enterpriseId}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enterprise's pending invitations (expired ones included, marked so) */
        get: operations["getTeamInvitationsByEnterpriseId"];
        put?: never;
        /** Invites addresses to companies of the enterprise with a role: one e-mail each with a 7-day link; all or nothing */
        post: operations["postTeamInvitationsByEnterpriseId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/{enterpriseId}/invitations/{invitationId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new link (7 days) by a new e-mail; the old link stops working */
        post: operations["postTeamInvitationsResendByEnterpriseIdAndInvitationId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/{enterpriseId}/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes a pending invitation: its link stops working */
        delete: operations["deleteTeamInvitationsByEnterpriseIdAndInvitationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What an invitation link offers (public): 404 for a link that never was, 410 when accepted, revoked or expired */
        post: operations["postInvitationsCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs up from an invitation link (public): the account is made with its memberships and this browser signed in */
        post: operations["postInvitationsAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts an invitation with the signed-in account (it must be the invited address: else 403) */
        post: operations["postInvitationsJoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff accounts: two-factor, active or deactivated, open assignments, last activity */
        get: operations["getStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/{userId}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivates a staff account: its sessions end, sign-in is refused; never oneself or the last active staff account (409). Answers its open assignments */
        post: operations["postStaffDeactivateByUserId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/{userId}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reactivates a deactivated staff account: it may sign in again */
        post: operations["postStaffReactivateByUserId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/{userId}/open-assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open requests (not finished, cancelled or deleted) the staff account is assigned to */
        get: operations["getStaffOpenAssignmentsByUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/reassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hands a staff account's open assignments to another active staff account, each through the request update rules */
        post: operations["postStaffReassign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Audit entries, newest first: staff all (or one enterprise's), an owner their enterprise's (enterpriseId required); filters who, action, dates */
        get: operations["getAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The people who did something in the entries the caller may read (the same scope), former ones marked: the "Who" filter */
        get: operations["getAuditPeople"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same entries as CSV (UTF-8 with BOM), streamed; at most CSV_EXPORT_MAX_ROWS rows */
        get: operations["getAuditCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/api-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your API tokens: live, expired and revoked */
        get: operations["getAccountApiTokens"];
        put?: never;
        /** Create an API token; the answer holds the token, shown this once */
        post: operations["postAccountApiTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/api-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke one of your API tokens: its next use answers 401 */
        delete: operations["deleteAccountApiTokensById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Webhook endpoints you manage (staff: all; an owner: their company groups’) */
        get: operations["getIntegrationsWebhooks"];
        put?: never;
        /** Add a webhook endpoint; the answer holds its signing secret, shown this once */
        post: operations["postIntegrationsWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook endpoint */
        get: operations["getIntegrationsWebhooksById"];
        put?: never;
        post?: never;
        /** Delete a webhook endpoint with its queue and delivery log */
        delete: operations["deleteIntegrationsWebhooksById"];
        options?: never;
        head?: never;
        /** Change a webhook endpoint’s address, description, events, or turn it on or off */
        patch: operations["patchIntegrationsWebhooksById"];
        trace?: never;
    };
    "/api/integrations/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the signing secret: the new one is answered once; the old one also signs for 24 hours */
        post: operations["postIntegrationsWebhooksRotateSecretById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test event (webhook.test) to this endpoint */
        post: operations["postIntegrationsWebhooksTestById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delivery log of a webhook endpoint, newest first, each with its attempts */
        get: operations["getIntegrationsWebhooksDeliveriesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivered or failed delivery again (same webhook-id and body) */
        post: operations["postIntegrationsWebhooksDeliveriesRedeliverByIdAndDeliveryId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/inbound-emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages received at the reply addresses, newest first, with what became of each (staff) */
        get: operations["getIntegrationsInboundEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/{enterpriseId}/spending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each person's monthly cap and this month's spend (UTC); whether approval is required */
        get: operations["getTeamSpendingByEnterpriseId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/{enterpriseId}/spending/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own monthly cap, this month's spend and what is left */
        get: operations["getTeamSpendingMeByEnterpriseId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/{enterpriseId}/people/{userId}/cap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets (≥ 0, two decimals at most) or clears (null) a person's monthly credit cap */
        put: operations["putTeamPeopleCapByEnterpriseIdAndUserId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/{enterpriseId}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Requires (or not) an owner's approval of members' submissions */
        put: operations["putTeamApprovalByEnterpriseId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/{enterpriseId}/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The members' submissions awaiting an owner's approval */
        get: operations["getTeamApprovalsByEnterpriseId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/approvals/{requestId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves a submission: it is submitted and debited (the usual checks, the creator’s cap) */
        post: operations["postApprovalsApproveByRequestId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/approvals/{requestId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declines a submission with a reason: back to its creator as a draft */
        post: operations["postApprovalsDeclineByRequestId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/approvals/{requestId}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Its creator withdraws a pending submission: an ordinary draft again */
        post: operations["postApprovalsWithdrawByRequestId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            data: null;
            error: {
                /** @description The HTTP status, repeated */
                status: number;
                /**
                 * @description What went wrong, as a code
                 * @enum {string}
                 */
                name: "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "GONE" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "UNPROCESSABLE" | "TOO_MANY_REQUESTS" | "INTERNAL" | "UNAVAILABLE";
                /** @description What to show the user, word for word */
                message: string;
                /** @description Field errors, a 5xx reference, … when there are any */
                details?: {
                    [key: string]: unknown;
                };
            };
        };
        RequestTypeNodeInput: {
            id: number;
            name: string;
            description: string;
            credit: string;
            parentId: number | null;
            formVersion: number;
            childrenRequestTypes: components["schemas"]["RequestTypeNodeInput"][];
        };
        RequestTypeNode: {
            id: number;
            name: string;
            description: string;
            credit: string;
            parentId: number | null;
            formVersion: number;
            childrenRequestTypes: components["schemas"]["RequestTypeNode"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getClientConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            sentry: {
                                dsn: string;
                                environment?: string;
                                release?: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postClientErrors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        /** @enum {string} */
                        source: "boundary" | "route" | "uncaught" | "window" | "unhandledrejection";
                        name?: string;
                        message: string;
                        stack?: string;
                        componentStack?: string;
                        url?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reference: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHealthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReadyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready";
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "unavailable";
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                    };
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    identifier: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            username: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            profileImage: string | null;
                            /** @enum {boolean} */
                            leftTeam?: true;
                            isStaff: boolean;
                        };
                        companies: {
                            id: number;
                            name: string;
                            enterprise: {
                                id: number;
                                name: string;
                            };
                        }[];
                        serviceRequestTypes: components["schemas"]["RequestTypeNode"][];
                        enterprises: {
                            id: number;
                            name: string;
                            membership: string;
                            availableRequestCredit: string;
                            paymentAt: string | null;
                            /** @description The tier the enterprise moves to at its next renewal (`from`, YYYY-MM-DD), or null */
                            pending: {
                                tier: string;
                                allowance: string;
                                from: string;
                            } | null;
                            owners: {
                                email: string;
                            }[];
                            inviteToken?: string;
                        }[];
                        providerName: string;
                    } | {
                        /** @enum {string} */
                        twoFactor: "required";
                        challenge: string;
                    } | {
                        /** @enum {string} */
                        twoFactor: "enroll";
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postLoginTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challenge: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            username: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            profileImage: string | null;
                            /** @enum {boolean} */
                            leftTeam?: true;
                            isStaff: boolean;
                        };
                        companies: {
                            id: number;
                            name: string;
                            enterprise: {
                                id: number;
                                name: string;
                            };
                        }[];
                        serviceRequestTypes: components["schemas"]["RequestTypeNode"][];
                        enterprises: {
                            id: number;
                            name: string;
                            membership: string;
                            availableRequestCredit: string;
                            paymentAt: string | null;
                            /** @description The tier the enterprise moves to at its next renewal (`from`, YYYY-MM-DD), or null */
                            pending: {
                                tier: string;
                                allowance: string;
                                from: string;
                            } | null;
                            owners: {
                                email: string;
                            }[];
                            inviteToken?: string;
                        }[];
                        providerName: string;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                    };
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            username: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            profileImage: string | null;
                            /** @enum {boolean} */
                            leftTeam?: true;
                            isStaff: boolean;
                        };
                        companies: {
                            id: number;
                            name: string;
                            enterprise: {
                                id: number;
                                name: string;
                            };
                        }[];
                        serviceRequestTypes: components["schemas"]["RequestTypeNode"][];
                        enterprises: {
                            id: number;
                            name: string;
                            membership: string;
                            availableRequestCredit: string;
                            paymentAt: string | null;
                            /** @description The tier the enterprise moves to at its next renewal (`from`, YYYY-MM-DD), or null */
                            pending: {
                                tier: string;
                                allowance: string;
                                from: string;
                            } | null;
                            owners: {
                                email: string;
                            }[];
                            inviteToken?: string;
                        }[];
                        providerName: string;
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        session: {
                            user: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                                isStaff: boolean;
                            };
                            companies: {
                                id: number;
                                name: string;
                                enterprise: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                            serviceRequestTypes: components["schemas"]["RequestTypeNode"][];
                            enterprises: {
                                id: number;
                                name: string;
                                membership: string;
                                availableRequestCredit: string;
                                paymentAt: string | null;
                                /** @description The tier the enterprise moves to at its next renewal (`from`, YYYY-MM-DD), or null */
                                pending: {
                                    tier: string;
                                    allowance: string;
                                    from: string;
                                } | null;
                                owners: {
                                    email: string;
                                }[];
                                inviteToken?: string;
                            }[];
                            providerName: string;
                        } | null;
                    };
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        name: string;
                        mime: string;
                        size: number;
                    }[];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUploadFilesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFilesById: {
        parameters: {
            query?: {
                download?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (its stored content type) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The range asked for */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The requested range is outside the file */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getServiceRequestsFilesZipById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A zip of the request's files */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCompanySearchAll: {
        parameters: {
            query?: {
                keyword?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: ({
                            /** @enum {string} */
                            type: "REQUEST";
                            requestId: number;
                            title: string;
                            status: string;
                            company: string;
                            serviceRequestType: string;
                            updatedAt: string;
                        } | {
                            /** @enum {string} */
                            type: "COMMENT";
                            requestId: number;
                            commentId: number;
                            content: string;
                            title: string;
                            status: string;
                            updatedAt: string;
                        })[];
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBrandKits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            enterprise: number;
                            company: number;
                            description: string;
                            industry: ("Food & Beverage" | "Apparel & Fashion" | "Beauty & Personal Care" | "Health & Wellness" | "Home & Garden" | "Technology" | "Finance" | "Education" | "Real Estate" | "Travel & Hospitality" | "Retail" | "Professional Services") | null;
                            audience: {
                                /** @enum {string} */
                                gender: "any" | "male" | "female";
                                ageFrom: number | null;
                                ageTo: number | null;
                                description: string;
                            };
                            assets: ({
                                /** @enum {string} */
                                kind: "LOGO";
                                fileId: string;
                                name: string;
                                mime: string;
                            } | {
                                /** @enum {string} */
                                kind: "COLORS";
                                /** @enum {string} */
                                mode: "Picker" | "Manual";
                                name: string;
                                hex: string;
                            } | {
                                /** @enum {string} */
                                kind: "TYPOGRAPHY";
                                family: string;
                                usage: string;
                                weights: number[];
                                fileId: string | null;
                                fileName: string;
                            } | {
                                /** @enum {string} */
                                kind: "LINK";
                                label: string;
                                url: string;
                            })[];
                            socialChannels: {
                                /** @enum {string} */
                                channel: "Instagram" | "Facebook" | "LinkedIn" | "YouTube" | "TikTok" | "Google Business Profile";
                                url: string;
                            }[];
                            storeChannels: {
                                /** @enum {string} */
                                channel: "Amazon Store" | "Walmart Marketplace" | "Shopify Store" | "Faire Marketplace";
                                url: string;
                            }[];
                            contact: {
                                email: string;
                                phone: string;
                                website: string;
                            };
                            id: number;
                            companyName: string;
                            enterpriseName: string;
                            permissions: ("VIEW" | "EDIT" | "CREATE")[];
                            canManageAccess: boolean;
                            archivedAt: string | null;
                            updatedAt: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBrandKits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        name: string;
                        enterprise: number;
                        company: number;
                        /** @default  */
                        description?: string;
                        /** @default null */
                        industry?: ("Food & Beverage" | "Apparel & Fashion" | "Beauty & Personal Care" | "Health & Wellness" | "Home & Garden" | "Technology" | "Finance" | "Education" | "Real Estate" | "Travel & Hospitality" | "Retail" | "Professional Services") | null;
                        /**
                         * @default {
                         *       "gender": "any",
                         *       "ageFrom": null,
                         *       "ageTo": null,
                         *       "description": ""
                         *     }
                         */
                        audience?: {
                            /**
                             * @default any
                             * @enum {string}
                             */
                            gender?: "any" | "male" | "female";
                            /** @default null */
                            ageFrom?: number | null;
                            /** @default null */
                            ageTo?: number | null;
                            /** @default  */
                            description?: string;
                        };
                        assets?: ({
                            /** @enum {string} */
                            kind: "LOGO";
                            fileId: string;
                            /** @default  */
                            name?: string;
                            /** @default  */
                            mime?: string;
                        } | {
                            /** @enum {string} */
                            kind: "COLORS";
                            /**
                             * @default Picker
                             * @enum {string}
                             */
                            mode?: "Picker" | "Manual";
                            /** @default  */
                            name?: string;
                            hex: string;
                        } | {
                            /** @enum {string} */
                            kind: "TYPOGRAPHY";
                            family: string;
                            /** @default  */
                            usage?: string;
                            /**
                             * @default [
                             *       400
                             *     ]
                             */
                            weights?: number[];
                            /** @default null */
                            fileId?: string | null;
                            /** @default  */
                            fileName?: string;
                        } | {
                            /** @enum {string} */
                            kind: "LINK";
                            /** @default  */
                            label?: string;
                            url: string;
                        })[];
                        /** @default [] */
                        socialChannels?: {
                            /** @enum {string} */
                            channel: "Instagram" | "Facebook" | "LinkedIn" | "YouTube" | "TikTok" | "Google Business Profile";
                            url: string;
                        }[];
                        /** @default [] */
                        storeChannels?: {
                            /** @enum {string} */
                            channel: "Amazon Store" | "Walmart Marketplace" | "Shopify Store" | "Faire Marketplace";
                            url: string;
                        }[];
                        /**
                         * @default {
                         *       "email": "",
                         *       "phone": "",
                         *       "website": ""
                         *     }
                         */
                        contact?: {
                            /** @default  */
                            email?: "" | string;
                            /** @default  */
                            phone?: string;
                            /** @default  */
                            website?: "";
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            enterprise: number;
                            company: number;
                            description: string;
                            industry: ("Food & Beverage" | "Apparel & Fashion" | "Beauty & Personal Care" | "Health & Wellness" | "Home & Garden" | "Technology" | "Finance" | "Education" | "Real Estate" | "Travel & Hospitality" | "Retail" | "Professional Services") | null;
                            audience: {
                                /** @enum {string} */
                                gender: "any" | "male" | "female";
                                ageFrom: number | null;
                                ageTo: number | null;
                                description: string;
                            };
                            assets: ({
                                /** @enum {string} */
                                kind: "LOGO";
                                fileId: string;
                                name: string;
                                mime: string;
                            } | {
                                /** @enum {string} */
                                kind: "COLORS";
                                /** @enum {string} */
                                mode: "Picker" | "Manual";
                                name: string;
                                hex: string;
                            } | {
                                /** @enum {string} */
                                kind: "TYPOGRAPHY";
                                family: string;
                                usage: string;
                                weights: number[];
                                fileId: string | null;
                                fileName: string;
                            } | {
                                /** @enum {string} */
                                kind: "LINK";
                                label: string;
                                url: string;
                            })[];
                            socialChannels: {
                                /** @enum {string} */
                                channel: "Instagram" | "Facebook" | "LinkedIn" | "YouTube" | "TikTok" | "Google Business Profile";
                                url: string;
                            }[];
                            storeChannels: {
                                /** @enum {string} */
                                channel: "Amazon Store" | "Walmart Marketplace" | "Shopify Store" | "Faire Marketplace";
                                url: string;
                            }[];
                            contact: {
                                email: string;
                                phone: string;
                                website: string;
                            };
                            id: number;
                            companyName: string;
                            enterpriseName: string;
                            permissions: ("VIEW" | "EDIT" | "CREATE")[];
                            canManageAccess: boolean;
                            archivedAt: string | null;
                            updatedAt: string;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBrandKitsCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            enterpriseId: number;
                            enterpriseName: string;
                            permissions: ("VIEW" | "EDIT" | "CREATE")[];
                            canManageAccess: boolean;
                        }[];
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBrandKitsAttachable: {
        parameters: {
            query: {
                companyId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            enterprise: number;
                            company: number;
                            description: string;
                            industry: ("Food & Beverage" | "Apparel & Fashion" | "Beauty & Personal Care" | "Health & Wellness" | "Home & Garden" | "Technology" | "Finance" | "Education" | "Real Estate" | "Travel & Hospitality" | "Retail" | "Professional Services") | null;
                            audience: {
                                /** @enum {string} */
                                gender: "any" | "male" | "female";
                                ageFrom: number | null;
                                ageTo: number | null;
                                description: string;
                            };
                            assets: ({
                                /** @enum {string} */
                                kind: "LOGO";
                                fileId: string;
                                name: string;
                                mime: string;
                            } | {
                                /** @enum {string} */
                                kind: "COLORS";
                                /** @enum {string} */
                                mode: "Picker" | "Manual";
                                name: string;
                                hex: string;
                            } | {
                                /** @enum {string} */
                                kind: "TYPOGRAPHY";
                                family: string;
                                usage: string;
                                weights: number[];
                                fileId: string | null;
                                fileName: string;
                            } | {
                                /** @enum {string} */
                                kind: "LINK";
                                label: string;
                                url: string;
                            })[];
                            socialChannels: {
                                /** @enum {string} */
                                channel: "Instagram" | "Facebook" | "LinkedIn" | "YouTube" | "TikTok" | "Google Business Profile";
                                url: string;
                            }[];
                            storeChannels: {
                                /** @enum {string} */
                                channel: "Amazon Store" | "Walmart Marketplace" | "Shopify Store" | "Faire Marketplace";
                                url: string;
                            }[];
                            contact: {
                                email: string;
                                phone: string;
                                website: string;
                            };
                            id: number;
                            companyName: string;
                            enterpriseName: string;
                            permissions: ("VIEW" | "EDIT" | "CREATE")[];
                            canManageAccess: boolean;
                            archivedAt: string | null;
                            updatedAt: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBrandKitsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            enterprise: number;
                            company: number;
                            description: string;
                            industry: ("Food & Beverage" | "Apparel & Fashion" | "Beauty & Personal Care" | "Health & Wellness" | "Home & Garden" | "Technology" | "Finance" | "Education" | "Real Estate" | "Travel & Hospitality" | "Retail" | "Professional Services") | null;
                            audience: {
                                /** @enum {string} */
                                gender: "any" | "male" | "female";
                                ageFrom: number | null;
                                ageTo: number | null;
                                description: string;
                            };
                            assets: ({
                                /** @enum {string} */
                                kind: "LOGO";
                                fileId: string;
                                name: string;
                                mime: string;
                            } | {
                                /** @enum {string} */
                                kind: "COLORS";
                                /** @enum {string} */
                                mode: "Picker" | "Manual";
                                name: string;
                                hex: string;
                            } | {
                                /** @enum {string} */
                                kind: "TYPOGRAPHY";
                                family: string;
                                usage: string;
                                weights: number[];
                                fileId: string | null;
                                fileName: string;
                            } | {
                                /** @enum {string} */
                                kind: "LINK";
                                label: string;
                                url: string;
                            })[];
                            socialChannels: {
                                /** @enum {string} */
                                channel: "Instagram" | "Facebook" | "LinkedIn" | "YouTube" | "TikTok" | "Google Business Profile";
                                url: string;
                            }[];
                            storeChannels: {
                                /** @enum {string} */
                                channel: "Amazon Store" | "Walmart Marketplace" | "Shopify Store" | "Faire Marketplace";
                                url: string;
                            }[];
                            contact: {
                                email: string;
                                phone: string;
                                website: string;
                            };
                            id: number;
                            companyName: string;
                            enterpriseName: string;
                            permissions: ("VIEW" | "EDIT" | "CREATE")[];
                            canManageAccess: boolean;
                            archivedAt: string | null;
                            updatedAt: string;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putBrandKitsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        name: string;
                        enterprise: number;
                        company: number;
                        /** @default  */
                        description?: string;
                        /** @default null */
                        industry?: ("Food & Beverage" | "Apparel & Fashion" | "Beauty & Personal Care" | "Health & Wellness" | "Home & Garden" | "Technology" | "Finance" | "Education" | "Real Estate" | "Travel & Hospitality" | "Retail" | "Professional Services") | null;
                        /**
                         * @default {
                         *       "gender": "any",
                         *       "ageFrom": null,
                         *       "ageTo": null,
                         *       "description": ""
                         *     }
                         */
                        audience?: {
                            /**
                             * @default any
                             * @enum {string}
                             */
                            gender?: "any" | "male" | "female";
                            /** @default null */
                            ageFrom?: number | null;
                            /** @default null */
                            ageTo?: number | null;
                            /** @default  */
                            description?: string;
                        };
                        assets?: ({
                            /** @enum {string} */
                            kind: "LOGO";
                            fileId: string;
                            /** @default  */
                            name?: string;
                            /** @default  */
                            mime?: string;
                        } | {
                            /** @enum {string} */
                            kind: "COLORS";
                            /**
                             * @default Picker
                             * @enum {string}
                             */
                            mode?: "Picker" | "Manual";
                            /** @default  */
                            name?: string;
                            hex: string;
                        } | {
                            /** @enum {string} */
                            kind: "TYPOGRAPHY";
                            family: string;
                            /** @default  */
                            usage?: string;
                            /**
                             * @default [
                             *       400
                             *     ]
                             */
                            weights?: number[];
                            /** @default null */
                            fileId?: string | null;
                            /** @default  */
                            fileName?: string;
                        } | {
                            /** @enum {string} */
                            kind: "LINK";
                            /** @default  */
                            label?: string;
                            url: string;
                        })[];
                        /** @default [] */
                        socialChannels?: {
                            /** @enum {string} */
                            channel: "Instagram" | "Facebook" | "LinkedIn" | "YouTube" | "TikTok" | "Google Business Profile";
                            url: string;
                        }[];
                        /** @default [] */
                        storeChannels?: {
                            /** @enum {string} */
                            channel: "Amazon Store" | "Walmart Marketplace" | "Shopify Store" | "Faire Marketplace";
                            url: string;
                        }[];
                        /**
                         * @default {
                         *       "email": "",
                         *       "phone": "",
                         *       "website": ""
                         *     }
                         */
                        contact?: {
                            /** @default  */
                            email?: "" | string;
                            /** @default  */
                            phone?: string;
                            /** @default  */
                            website?: "";
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            enterprise: number;
                            company: number;
                            description: string;
                            industry: ("Food & Beverage" | "Apparel & Fashion" | "Beauty & Personal Care" | "Health & Wellness" | "Home & Garden" | "Technology" | "Finance" | "Education" | "Real Estate" | "Travel & Hospitality" | "Retail" | "Professional Services") | null;
                            audience: {
                                /** @enum {string} */
                                gender: "any" | "male" | "female";
                                ageFrom: number | null;
                                ageTo: number | null;
                                description: string;
                            };
                            assets: ({
                                /** @enum {string} */
                                kind: "LOGO";
                                fileId: string;
                                name: string;
                                mime: string;
                            } | {
                                /** @enum {string} */
                                kind: "COLORS";
                                /** @enum {string} */
                                mode: "Picker" | "Manual";
                                name: string;
                                hex: string;
                            } | {
                                /** @enum {string} */
                                kind: "TYPOGRAPHY";
                                family: string;
                                usage: string;
                                weights: number[];
                                fileId: string | null;
                                fileName: string;
                            } | {
                                /** @enum {string} */
                                kind: "LINK";
                                label: string;
                                url: string;
                            })[];
                            socialChannels: {
                                /** @enum {string} */
                                channel: "Instagram" | "Facebook" | "LinkedIn" | "YouTube" | "TikTok" | "Google Business Profile";
                                url: string;
                            }[];
                            storeChannels: {
                                /** @enum {string} */
                                channel: "Amazon Store" | "Walmart Marketplace" | "Shopify Store" | "Faire Marketplace";
                                url: string;
                            }[];
                            contact: {
                                email: string;
                                phone: string;
                                website: string;
                            };
                            id: number;
                            companyName: string;
                            enterpriseName: string;
                            permissions: ("VIEW" | "EDIT" | "CREATE")[];
                            canManageAccess: boolean;
                            archivedAt: string | null;
                            updatedAt: string;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBrandKitsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putBrandKitsArchiveById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    archived: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            enterprise: number;
                            company: number;
                            description: string;
                            industry: ("Food & Beverage" | "Apparel & Fashion" | "Beauty & Personal Care" | "Health & Wellness" | "Home & Garden" | "Technology" | "Finance" | "Education" | "Real Estate" | "Travel & Hospitality" | "Retail" | "Professional Services") | null;
                            audience: {
                                /** @enum {string} */
                                gender: "any" | "male" | "female";
                                ageFrom: number | null;
                                ageTo: number | null;
                                description: string;
                            };
                            assets: ({
                                /** @enum {string} */
                                kind: "LOGO";
                                fileId: string;
                                name: string;
                                mime: string;
                            } | {
                                /** @enum {string} */
                                kind: "COLORS";
                                /** @enum {string} */
                                mode: "Picker" | "Manual";
                                name: string;
                                hex: string;
                            } | {
                                /** @enum {string} */
                                kind: "TYPOGRAPHY";
                                family: string;
                                usage: string;
                                weights: number[];
                                fileId: string | null;
                                fileName: string;
                            } | {
                                /** @enum {string} */
                                kind: "LINK";
                                label: string;
                                url: string;
                            })[];
                            socialChannels: {
                                /** @enum {string} */
                                channel: "Instagram" | "Facebook" | "LinkedIn" | "YouTube" | "TikTok" | "Google Business Profile";
                                url: string;
                            }[];
                            storeChannels: {
                                /** @enum {string} */
                                channel: "Amazon Store" | "Walmart Marketplace" | "Shopify Store" | "Faire Marketplace";
                                url: string;
                            }[];
                            contact: {
                                email: string;
                                phone: string;
                                website: string;
                            };
                            id: number;
                            companyName: string;
                            enterpriseName: string;
                            permissions: ("VIEW" | "EDIT" | "CREATE")[];
                            canManageAccess: boolean;
                            archivedAt: string | null;
                            updatedAt: string;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBrandKitsAccessByCompanyId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            company: {
                                id: number;
                                name: string;
                                enterpriseId: number;
                                enterpriseName: string;
                                permissions: ("VIEW" | "EDIT" | "CREATE")[];
                                canManageAccess: boolean;
                            };
                            people: {
                                userId: number;
                                name: string;
                                email: string;
                                owner: boolean;
                                /** @enum {string} */
                                level: "NONE" | "VIEW" | "EDIT" | "CREATE";
                                inherited: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putBrandKitsAccessByCompanyId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        userId: number;
                        /** @enum {string} */
                        level: "NONE" | "VIEW" | "EDIT" | "CREATE";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            company: {
                                id: number;
                                name: string;
                                enterpriseId: number;
                                enterpriseName: string;
                                permissions: ("VIEW" | "EDIT" | "CREATE")[];
                                canManageAccess: boolean;
                            };
                            people: {
                                userId: number;
                                name: string;
                                email: string;
                                owner: boolean;
                                /** @enum {string} */
                                level: "NONE" | "VIEW" | "EDIT" | "CREATE";
                                inherited: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getServiceRequestsBrandKitById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            snapshot: {
                                name: string;
                                description: string;
                                industry: ("Food & Beverage" | "Apparel & Fashion" | "Beauty & Personal Care" | "Health & Wellness" | "Home & Garden" | "Technology" | "Finance" | "Education" | "Real Estate" | "Travel & Hospitality" | "Retail" | "Professional Services") | null;
                                audience: {
                                    /** @enum {string} */
                                    gender: "any" | "male" | "female";
                                    ageFrom: number | null;
                                    ageTo: number | null;
                                    description: string;
                                };
                                assets: ({
                                    /** @enum {string} */
                                    kind: "LOGO";
                                    fileId: string;
                                    name: string;
                                    mime: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "COLORS";
                                    /** @enum {string} */
                                    mode: "Picker" | "Manual";
                                    name: string;
                                    hex: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "TYPOGRAPHY";
                                    family: string;
                                    usage: string;
                                    weights: number[];
                                    fileId: string | null;
                                    fileName: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "LINK";
                                    label: string;
                                    url: string;
                                })[];
                                socialChannels: {
                                    /** @enum {string} */
                                    channel: "Instagram" | "Facebook" | "LinkedIn" | "YouTube" | "TikTok" | "Google Business Profile";
                                    url: string;
                                }[];
                                storeChannels: {
                                    /** @enum {string} */
                                    channel: "Amazon Store" | "Walmart Marketplace" | "Shopify Store" | "Faire Marketplace";
                                    url: string;
                                }[];
                                contact: {
                                    email: string;
                                    phone: string;
                                    website: string;
                                };
                                kitId: number;
                                companyId?: number;
                                companyName: string;
                                enterpriseName: string;
                            };
                            attachedAt: string;
                            current: {
                                id: number;
                                name: string;
                                archivedAt: string | null;
                            } | null;
                            changed: boolean;
                            deleted: boolean;
                        } | null;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRequestBrandKitsSwatches: {
        parameters: {
            query: {
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            requestId: number;
                            name: string;
                            colours: string[];
                        }[];
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postComments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        serviceRequest: (number | string) | {
                            id: number | string;
                        };
                        /** @default  */
                        content?: string;
                        files?: (string | number | {
                            id: string | number;
                        })[] | null;
                        parentId?: (number | string) | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            content: string;
                            user: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            };
                            files: {
                                id: string;
                                url: string;
                                name: string;
                                mime: string;
                            }[];
                            parentId: number | null;
                            pin?: {
                                id: number;
                                number: number;
                                versionId: number;
                                versionNumber: number;
                                fileId: string;
                                fileName: string;
                                page: number;
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                            replies?: {
                                id: number;
                                content: string;
                                user: {
                                    id: number;
                                    username: string;
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                    profileImage: string | null;
                                    /** @enum {boolean} */
                                    leftTeam?: true;
                                };
                                files: {
                                    id: string;
                                    url: string;
                                    name: string;
                                    mime: string;
                                }[];
                                parentId: number | null;
                                pin?: {
                                    id: number;
                                    number: number;
                                    versionId: number;
                                    versionNumber: number;
                                    fileId: string;
                                    fileName: string;
                                    page: number;
                                } | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            newReply?: boolean;
                            parentCommentId?: number;
                            serviceRequest: number;
                        };
                        meta: {
                            duplicate: boolean;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCommentsServiceRequestById: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            content: string;
                            user: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            };
                            files: {
                                id: string;
                                url: string;
                                name: string;
                                mime: string;
                            }[];
                            parentId: number | null;
                            pin?: {
                                id: number;
                                number: number;
                                versionId: number;
                                versionNumber: number;
                                fileId: string;
                                fileName: string;
                                page: number;
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                            replies: {
                                id: number;
                                content: string;
                                user: {
                                    id: number;
                                    username: string;
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                    profileImage: string | null;
                                    /** @enum {boolean} */
                                    leftTeam?: true;
                                };
                                files: {
                                    id: string;
                                    url: string;
                                    name: string;
                                    mime: string;
                                }[];
                                parentId: number | null;
                                pin?: {
                                    id: number;
                                    number: number;
                                    versionId: number;
                                    versionNumber: number;
                                    fileId: string;
                                    fileName: string;
                                    page: number;
                                } | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        }[];
                        cursor: string | null;
                        hasMore: boolean;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getServiceRequestsDeliverablesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            requestId: number;
                            number: number;
                            note: string;
                            links: {
                                url: string;
                                label?: string;
                            }[];
                            files: {
                                id: string;
                                url: string;
                                name: string;
                                mime: string;
                            }[];
                            deliveredBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            deliveredAt: string;
                            /** @enum {string} */
                            reviewState: "awaiting" | "approved" | "changes_requested";
                            reviewedBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            reviewedAt: string | null;
                            reviewMessage: string | null;
                            isLatest: boolean;
                        }[];
                        meta: {
                            rounds: {
                                included: number;
                                extraCost: string;
                                used: number;
                                next: {
                                    round: number;
                                    cost: string;
                                };
                                list: {
                                    round: number;
                                    versionId: number;
                                    versionNumber: number;
                                    charged: string;
                                    ledgerId: number | null;
                                    waivedAt: string | null;
                                }[];
                            };
                            canWaive: boolean;
                            canDeliver: boolean;
                            canReview: boolean;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postServiceRequestsDeliverablesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        note?: string | null;
                        links?: {
                            url: string;
                            label?: string;
                        }[] | null;
                        files?: (string | number | {
                            id: string | number;
                        })[] | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            requestId: number;
                            number: number;
                            note: string;
                            links: {
                                url: string;
                                label?: string;
                            }[];
                            files: {
                                id: string;
                                url: string;
                                name: string;
                                mime: string;
                            }[];
                            deliveredBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            deliveredAt: string;
                            /** @enum {string} */
                            reviewState: "awaiting" | "approved" | "changes_requested";
                            reviewedBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            reviewedAt: string | null;
                            reviewMessage: string | null;
                            isLatest: boolean;
                        };
                        meta: {
                            duplicate: boolean;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDeliverablesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            requestId: number;
                            number: number;
                            note: string;
                            links: {
                                url: string;
                                label?: string;
                            }[];
                            files: {
                                id: string;
                                url: string;
                                name: string;
                                mime: string;
                            }[];
                            deliveredBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            deliveredAt: string;
                            /** @enum {string} */
                            reviewState: "awaiting" | "approved" | "changes_requested";
                            reviewedBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            reviewedAt: string | null;
                            reviewMessage: string | null;
                            isLatest: boolean;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postDeliverablesApproveById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default {
                     *       "finish": false
                     *     }
                     */
                    data?: {
                        /** @default false */
                        finish?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            requestId: number;
                            number: number;
                            note: string;
                            links: {
                                url: string;
                                label?: string;
                            }[];
                            files: {
                                id: string;
                                url: string;
                                name: string;
                                mime: string;
                            }[];
                            deliveredBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            deliveredAt: string;
                            /** @enum {string} */
                            reviewState: "awaiting" | "approved" | "changes_requested";
                            reviewedBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            reviewedAt: string | null;
                            reviewMessage: string | null;
                            isLatest: boolean;
                        };
                        meta: {
                            duplicate: boolean;
                            requestStatus: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postDeliverablesRequestChangesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        message: string;
                        confirmCost?: string | number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            requestId: number;
                            number: number;
                            note: string;
                            links: {
                                url: string;
                                label?: string;
                            }[];
                            files: {
                                id: string;
                                url: string;
                                name: string;
                                mime: string;
                            }[];
                            deliveredBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            deliveredAt: string;
                            /** @enum {string} */
                            reviewState: "awaiting" | "approved" | "changes_requested";
                            reviewedBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            reviewedAt: string | null;
                            reviewMessage: string | null;
                            isLatest: boolean;
                        };
                        meta: {
                            duplicate: boolean;
                            requestStatus: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postServiceRequestsRevisionRoundsWaiveByIdAndRound: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                round: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            round: number;
                            versionId: number;
                            versionNumber: number;
                            charged: string;
                            ledgerId: number | null;
                            waivedAt: string | null;
                        };
                        meta: {
                            duplicate: boolean;
                            balance: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getServiceRequestsProofPinsById: {
        parameters: {
            query?: {
                versionId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            requestId: number;
                            versionId: number;
                            versionNumber: number;
                            number: number;
                            fileId: string;
                            fileName: string;
                            fileMime: string;
                            page: number;
                            x: number;
                            y: number;
                            commentId: number | null;
                            content: string;
                            author: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            createdAt: string;
                            resolvedAt: string | null;
                            resolvedBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            replies: {
                                id: number;
                                content: string;
                                user: {
                                    id: number;
                                    username: string;
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                    profileImage: string | null;
                                    /** @enum {boolean} */
                                    leftTeam?: true;
                                };
                                files: {
                                    id: string;
                                    url: string;
                                    name: string;
                                    mime: string;
                                }[];
                                parentId: number | null;
                                pin?: {
                                    id: number;
                                    number: number;
                                    versionId: number;
                                    versionNumber: number;
                                    fileId: string;
                                    fileName: string;
                                    page: number;
                                } | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postServiceRequestsProofPinsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        versionId: number;
                        fileId: string;
                        /** @default 1 */
                        page?: number;
                        x: number;
                        y: number;
                        text: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            requestId: number;
                            versionId: number;
                            versionNumber: number;
                            number: number;
                            fileId: string;
                            fileName: string;
                            fileMime: string;
                            page: number;
                            x: number;
                            y: number;
                            commentId: number | null;
                            content: string;
                            author: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            createdAt: string;
                            resolvedAt: string | null;
                            resolvedBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            replies: {
                                id: number;
                                content: string;
                                user: {
                                    id: number;
                                    username: string;
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                    profileImage: string | null;
                                    /** @enum {boolean} */
                                    leftTeam?: true;
                                };
                                files: {
                                    id: string;
                                    url: string;
                                    name: string;
                                    mime: string;
                                }[];
                                parentId: number | null;
                                pin?: {
                                    id: number;
                                    number: number;
                                    versionId: number;
                                    versionNumber: number;
                                    fileId: string;
                                    fileName: string;
                                    page: number;
                                } | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                        meta: {
                            duplicate: boolean;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postProofPinsRepliesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        text: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            requestId: number;
                            versionId: number;
                            versionNumber: number;
                            number: number;
                            fileId: string;
                            fileName: string;
                            fileMime: string;
                            page: number;
                            x: number;
                            y: number;
                            commentId: number | null;
                            content: string;
                            author: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            createdAt: string;
                            resolvedAt: string | null;
                            resolvedBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            replies: {
                                id: number;
                                content: string;
                                user: {
                                    id: number;
                                    username: string;
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                    profileImage: string | null;
                                    /** @enum {boolean} */
                                    leftTeam?: true;
                                };
                                files: {
                                    id: string;
                                    url: string;
                                    name: string;
                                    mime: string;
                                }[];
                                parentId: number | null;
                                pin?: {
                                    id: number;
                                    number: number;
                                    versionId: number;
                                    versionNumber: number;
                                    fileId: string;
                                    fileName: string;
                                    page: number;
                                } | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                        meta: {
                            duplicate: boolean;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postProofPinsResolveById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            requestId: number;
                            versionId: number;
                            versionNumber: number;
                            number: number;
                            fileId: string;
                            fileName: string;
                            fileMime: string;
                            page: number;
                            x: number;
                            y: number;
                            commentId: number | null;
                            content: string;
                            author: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            createdAt: string;
                            resolvedAt: string | null;
                            resolvedBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            replies: {
                                id: number;
                                content: string;
                                user: {
                                    id: number;
                                    username: string;
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                    profileImage: string | null;
                                    /** @enum {boolean} */
                                    leftTeam?: true;
                                };
                                files: {
                                    id: string;
                                    url: string;
                                    name: string;
                                    mime: string;
                                }[];
                                parentId: number | null;
                                pin?: {
                                    id: number;
                                    number: number;
                                    versionId: number;
                                    versionNumber: number;
                                    fileId: string;
                                    fileName: string;
                                    page: number;
                                } | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                        meta: {
                            duplicate: boolean;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postProofPinsReopenById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            requestId: number;
                            versionId: number;
                            versionNumber: number;
                            number: number;
                            fileId: string;
                            fileName: string;
                            fileMime: string;
                            page: number;
                            x: number;
                            y: number;
                            commentId: number | null;
                            content: string;
                            author: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            createdAt: string;
                            resolvedAt: string | null;
                            resolvedBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            replies: {
                                id: number;
                                content: string;
                                user: {
                                    id: number;
                                    username: string;
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                    profileImage: string | null;
                                    /** @enum {boolean} */
                                    leftTeam?: true;
                                };
                                files: {
                                    id: string;
                                    url: string;
                                    name: string;
                                    mime: string;
                                }[];
                                parentId: number | null;
                                pin?: {
                                    id: number;
                                    number: number;
                                    versionId: number;
                                    versionNumber: number;
                                    fileId: string;
                                    fileName: string;
                                    page: number;
                                } | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                        meta: {
                            duplicate: boolean;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postProofPinsMoveById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        x: number;
                        y: number;
                        page?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            requestId: number;
                            versionId: number;
                            versionNumber: number;
                            number: number;
                            fileId: string;
                            fileName: string;
                            fileMime: string;
                            page: number;
                            x: number;
                            y: number;
                            commentId: number | null;
                            content: string;
                            author: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            createdAt: string;
                            resolvedAt: string | null;
                            resolvedBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            replies: {
                                id: number;
                                content: string;
                                user: {
                                    id: number;
                                    username: string;
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                    profileImage: string | null;
                                    /** @enum {boolean} */
                                    leftTeam?: true;
                                };
                                files: {
                                    id: string;
                                    url: string;
                                    name: string;
                                    mime: string;
                                }[];
                                parentId: number | null;
                                pin?: {
                                    id: number;
                                    number: number;
                                    versionId: number;
                                    versionNumber: number;
                                    fileId: string;
                                    fileName: string;
                                    page: number;
                                } | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                        meta: {
                            duplicate: boolean;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteProofPinsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            number: number;
                            versionId: number;
                        };
                        meta: {
                            duplicate: boolean;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postNotifications: {
        parameters: {
            query?: {
                user_id?: string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            from_user_id: number | null;
                            message: string;
                            created_at: string;
                            is_read: boolean;
                            link: string;
                            /** @enum {string} */
                            type: "request_new_create" | "request_state_change" | "request_assigned_to" | "comment_new_create" | "request_approval" | "deliverable_ready" | "deliverable_approved" | "deliverable_changes_requested";
                        }[];
                        unreadCount: number;
                        hasMore: boolean;
                        cursor: number | null;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNotificationsUnreadCount: {
        parameters: {
            query?: {
                user_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unreadCount: number;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postNotificationsMarkAllAsRead: {
        parameters: {
            query?: {
                user_id?: string;
                up_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            updated: number;
                        };
                        unreadCount: number;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postNotificationUpdate: {
        parameters: {
            query?: {
                state?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            from_user_id: number | null;
                            message: string;
                            created_at: string;
                            is_read: boolean;
                            link: string;
                            /** @enum {string} */
                            type: "request_new_create" | "request_state_change" | "request_assigned_to" | "comment_new_create" | "request_approval" | "deliverable_ready" | "deliverable_approved" | "deliverable_changes_requested";
                        };
                        unreadCount: number;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEvents: {
        parameters: {
            query?: {
                requests?: string;
                lastEventId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-Sent Events; each data line is the JSON the shared contract gives for its event name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            role: "staff" | "owner" | "member";
                            events: {
                                /** @enum {string} */
                                type: "request_new_create" | "request_state_change" | "request_assigned_to" | "comment_new_create" | "request_approval" | "deliverable_ready" | "deliverable_approved" | "deliverable_changes_requested";
                                inApp: boolean;
                                /** @enum {string} */
                                email: "immediate" | "digest" | "off";
                                chosen: boolean;
                            }[];
                            digestHour: number;
                            timeZone: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    events?: {
                        /** @enum {string} */
                        type: "request_new_create" | "request_state_change" | "request_assigned_to" | "comment_new_create" | "request_approval" | "deliverable_ready" | "deliverable_approved" | "deliverable_changes_requested";
                        inApp: boolean;
                        /** @enum {string} */
                        email: "immediate" | "digest" | "off";
                    }[];
                    digestHour?: number;
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            role: "staff" | "owner" | "member";
                            events: {
                                /** @enum {string} */
                                type: "request_new_create" | "request_state_change" | "request_assigned_to" | "comment_new_create" | "request_approval" | "deliverable_ready" | "deliverable_approved" | "deliverable_changes_requested";
                                inApp: boolean;
                                /** @enum {string} */
                                email: "immediate" | "digest" | "off";
                                chosen: boolean;
                            }[];
                            digestHour: number;
                            timeZone: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNotificationPreferencesDefaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            roles: {
                                /** @enum {string} */
                                role: "staff" | "owner" | "member";
                                events: {
                                    /** @enum {string} */
                                    type: "request_new_create" | "request_state_change" | "request_assigned_to" | "comment_new_create" | "request_approval" | "deliverable_ready" | "deliverable_approved" | "deliverable_changes_requested";
                                    inApp: boolean;
                                    /** @enum {string} */
                                    email: "immediate" | "digest" | "off";
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putNotificationPreferencesDefaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "staff" | "owner" | "member";
                    events: {
                        /** @enum {string} */
                        type: "request_new_create" | "request_state_change" | "request_assigned_to" | "comment_new_create" | "request_approval" | "deliverable_ready" | "deliverable_approved" | "deliverable_changes_requested";
                        inApp: boolean;
                        /** @enum {string} */
                        email: "immediate" | "digest" | "off";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            roles: {
                                /** @enum {string} */
                                role: "staff" | "owner" | "member";
                                events: {
                                    /** @enum {string} */
                                    type: "request_new_create" | "request_state_change" | "request_assigned_to" | "comment_new_create" | "request_approval" | "deliverable_ready" | "deliverable_approved" | "deliverable_changes_requested";
                                    inApp: boolean;
                                    /** @enum {string} */
                                    email: "immediate" | "digest" | "off";
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUnsubscribe: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The confirmation page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUnsubscribe: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            event: "request_new_create" | "request_state_change" | "request_assigned_to" | "comment_new_create" | "request_approval" | "deliverable_ready" | "deliverable_approved" | "deliverable_changes_requested" | "digest";
                            label: string;
                            /** @enum {string} */
                            email: "off";
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSupport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        fullName: string;
                        email: string;
                        phone?: string | null;
                        message: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            createdAt: string;
                        };
                        meta: {
                            duplicate: boolean;
                        };
                        message: string;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getServiceRequestTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RequestTypeNode"][];
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getServiceRequestTypesForms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            description: string;
                            credit: string;
                            parentId: number | null;
                            formVersion: number;
                            popupText: string;
                            placeholder: {
                                [key: string]: string;
                            };
                            form: {
                                /** @default [] */
                                fields: {
                                    key?: string;
                                    label: string;
                                    /** @default  */
                                    description: string;
                                    /** @enum {string} */
                                    type: "textfield" | "file" | "date" | "textarea" | "select" | "number" | "multiselect";
                                    /** @default false */
                                    required: boolean;
                                    /** @default [] */
                                    options: {
                                        name: string;
                                        /** @default 0 */
                                        credit: number;
                                    }[];
                                    placeholder?: string;
                                    /** @enum {string} */
                                    pattern?: "phone" | "email" | "name" | "zip" | "password";
                                    min?: number;
                                    max?: number;
                                }[];
                                /**
                                 * @default {
                                 *       "add": [],
                                 *       "multiplyValue": [],
                                 *       "multiplyOption": [],
                                 *       "multiplyCount": []
                                 *     }
                                 */
                                pricing: {
                                    /** @default [] */
                                    add: string[];
                                    /** @default [] */
                                    multiplyValue: string[];
                                    /** @default [] */
                                    multiplyOption: string[];
                                    /** @default [] */
                                    multiplyCount: string[];
                                };
                                /**
                                 * @default {
                                 *       "included": 2,
                                 *       "extraCost": "0.00"
                                 *     }
                                 */
                                revisions: {
                                    /** @default 2 */
                                    included: number;
                                    /** @default 0.00 */
                                    extraCost: string;
                                };
                            };
                        }[];
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getServiceRequestTypesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            description: string;
                            credit: string;
                            parentId: number | null;
                            formVersion: number;
                            popupText: string;
                            placeholder: {
                                [key: string]: string;
                            };
                            form: {
                                /** @default [] */
                                fields: {
                                    key?: string;
                                    label: string;
                                    /** @default  */
                                    description: string;
                                    /** @enum {string} */
                                    type: "textfield" | "file" | "date" | "textarea" | "select" | "number" | "multiselect";
                                    /** @default false */
                                    required: boolean;
                                    /** @default [] */
                                    options: {
                                        name: string;
                                        /** @default 0 */
                                        credit: number;
                                    }[];
                                    placeholder?: string;
                                    /** @enum {string} */
                                    pattern?: "phone" | "email" | "name" | "zip" | "password";
                                    min?: number;
                                    max?: number;
                                }[];
                                /**
                                 * @default {
                                 *       "add": [],
                                 *       "multiplyValue": [],
                                 *       "multiplyOption": [],
                                 *       "multiplyCount": []
                                 *     }
                                 */
                                pricing: {
                                    /** @default [] */
                                    add: string[];
                                    /** @default [] */
                                    multiplyValue: string[];
                                    /** @default [] */
                                    multiplyOption: string[];
                                    /** @default [] */
                                    multiplyCount: string[];
                                };
                                /**
                                 * @default {
                                 *       "included": 2,
                                 *       "extraCost": "0.00"
                                 *     }
                                 */
                                revisions: {
                                    /** @default 2 */
                                    included: number;
                                    /** @default 0.00 */
                                    extraCost: string;
                                };
                            };
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getServiceRequestTypesFormById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @default [] */
                            fields: {
                                key?: string;
                                label: string;
                                /** @default  */
                                description: string;
                                /** @enum {string} */
                                type: "textfield" | "file" | "date" | "textarea" | "select" | "number" | "multiselect";
                                /** @default false */
                                required: boolean;
                                /** @default [] */
                                options: {
                                    name: string;
                                    /** @default 0 */
                                    credit: number;
                                }[];
                                placeholder?: string;
                                /** @enum {string} */
                                pattern?: "phone" | "email" | "name" | "zip" | "password";
                                min?: number;
                                max?: number;
                            }[];
                            /**
                             * @default {
                             *       "add": [],
                             *       "multiplyValue": [],
                             *       "multiplyOption": [],
                             *       "multiplyCount": []
                             *     }
                             */
                            pricing: {
                                /** @default [] */
                                add: string[];
                                /** @default [] */
                                multiplyValue: string[];
                                /** @default [] */
                                multiplyOption: string[];
                                /** @default [] */
                                multiplyCount: string[];
                            };
                            /**
                             * @default {
                             *       "included": 2,
                             *       "extraCost": "0.00"
                             *     }
                             */
                            revisions: {
                                /** @default 2 */
                                included: number;
                                /** @default 0.00 */
                                extraCost: string;
                            };
                            formVersion: number;
                            credit: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getServiceRequestTypesPopupTextById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: string;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getServiceRequestTypesPlaceholderById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getServiceRequests: {
        parameters: {
            query?: {
                /** @description 'all': every request the caller may see (staff: all companies; customers: their companies); 'mine': created by the caller; 'assigned': the caller is among the assignees or assignedTo. */
                permission?: "all" | "mine" | "assigned";
                /** @description Optional status filter, one or several (comma-separated or repeated); both readings accepted ('NOT_START' or 'not-start'; 'draft' lists the caller's drafts). Without it every status but DELETED is listed (drafts only for their creator). */
                status?: string | string[];
                /** @description Only requests of this company. */
                companyId?: number;
                /** @description Only requests of this request type. */
                typeId?: number;
                /** @description Only requests of this priority level. */
                priority?: "STANDARD" | "PRIORITY" | "EXPRESS";
                /** @description Only requests with this assignee (customer side): a user id, 'me', or 'nobody' for none. */
                assignee?: string;
                /** @description Only requests assigned to this staff member: a user id, 'me', or 'nobody' for none. */
                assignedTo?: string;
                /** @description true: only requests past their due date that are not finished or cancelled; false: only the others. */
                overdue?: "0" | "1" | "true" | "false";
                /** @description Only requests whose title contains this text (any case). */
                title?: string;
                /** @description Only requests of this enterprise's companies (a customer sees only their own anyway). */
                enterpriseId?: number;
                /** @description Only requests created by this user: a user id or 'me'. */
                createdBy?: string;
                /** @description Only requests due on or after this day (yyyy-MM-dd). */
                dueFrom?: string;
                /** @description Only requests due on or before this day (yyyy-MM-dd). */
                dueTo?: string;
                /** @description The order: 'updated' (last change), 'created', 'due' (due date; requests without one count as due last), 'priority' (Standard < Priority < Express) or 'credit' (the total charged). Ties by id. */
                sort?: "updated" | "created" | "due" | "priority" | "credit";
                /** @description 'desc' or 'asc'. Without it: 'asc' for 'due' (soonest due first, overdue at the top, undated last), 'desc' for the others (newest, latest, highest first). */
                order?: "asc" | "desc";
                /** @description The cursor of the previous page (it carries the sort; a cursor of another sort is refused). */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            title: string;
                            /** @enum {string} */
                            status: "DRAFT" | "NOT_START" | "ASSIGNED" | "IN_PROGRESS" | "FINISHED" | "CANCELLED" | "DELETED";
                            company: {
                                id: number;
                                name: string;
                                enterprise: {
                                    id: number;
                                    name: string;
                                };
                            };
                            assignees: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            }[];
                            assignedTo: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            }[];
                            createdBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            };
                            targetDate: string | null;
                            adjustCredit: string | null;
                            credit: string;
                            total: string;
                            chargedCredit: string;
                            /** @enum {string} */
                            priorityLevel: "STANDARD" | "PRIORITY" | "EXPRESS";
                            formVersion: number;
                            submittedAt: string | null;
                            updatedAt: string;
                            createdAt: string;
                            approval?: {
                                /** @enum {string} */
                                state: "pending" | "approved" | "declined" | "withdrawn";
                                requestedAt: string;
                                decidedAt: string | null;
                                reason: string | null;
                            } | null;
                            latestDeliverable?: {
                                number: number;
                                /** @enum {string} */
                                state: "awaiting" | "approved" | "changes_requested";
                            } | null;
                            serviceRequestType: {
                                id: number;
                                name: string;
                            };
                        }[];
                        cursor: string | null;
                        hasMore: boolean;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putServiceRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        id?: number | string;
                        title?: string | null;
                        content?: (string | {
                            [key: string]: unknown;
                        }) | null;
                        serviceRequestType?: ((number | string) | {
                            id: number | string;
                        }) | null;
                        company?: ((number | string) | {
                            id: number | string;
                        }) | null;
                        status?: string | null;
                        fromStatus?: string | null;
                        assignees?: ((number | string) | {
                            id: number | string;
                        })[] | null;
                        assignedTo?: ((number | string) | {
                            id: number | string;
                        })[] | null;
                        files?: unknown[] | null;
                        typeSpecificFiles?: {
                            [key: string]: unknown[];
                        } | null;
                        audio?: unknown | null;
                        priorityLevel?: ("STANDARD" | "PRIORITY" | "EXPRESS") | null;
                        credit?: unknown;
                        adjustCredit?: number | string | null;
                        targetDate?: string | null;
                        createdBy?: ((number | string) | {
                            id: number | string;
                        }) | null;
                        formVersion?: number | null;
                        brandKit?: ((number | string) | {
                            id: number | string;
                        }) | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            title: string;
                            content: string;
                            /** @enum {string} */
                            status: "DRAFT" | "NOT_START" | "ASSIGNED" | "IN_PROGRESS" | "FINISHED" | "CANCELLED" | "DELETED";
                            company: {
                                id: number;
                                name: string;
                                enterprise: {
                                    id: number;
                                    name: string;
                                };
                            };
                            serviceRequestType: {
                                id: number;
                                name: string;
                                credit: string;
                            };
                            assignees: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            }[];
                            assignedTo: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            }[];
                            createdBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            };
                            audio: {
                                id: string;
                                url: string;
                                name: string;
                                mime: string;
                            } | null;
                            files: {
                                id: string;
                                url: string;
                                name: string;
                                mime: string;
                            }[];
                            typeSpecificFiles: {
                                [key: string]: {
                                    id: string;
                                    url: string;
                                    name: string;
                                    mime: string;
                                }[];
                            };
                            targetDate: string | null;
                            adjustCredit: string | null;
                            credit: string;
                            total: string;
                            chargedCredit: string;
                            breakdown: {
                                key: string;
                                value: string;
                                credit: string;
                                effect?: string;
                                subtotal?: string;
                            }[];
                            /** @enum {string} */
                            priorityLevel: "STANDARD" | "PRIORITY" | "EXPRESS";
                            placeholders: {
                                [key: string]: string;
                            } | null;
                            formVersion: number;
                            form: {
                                /** @default [] */
                                fields: {
                                    key?: string;
                                    label: string;
                                    /** @default  */
                                    description: string;
                                    /** @enum {string} */
                                    type: "textfield" | "file" | "date" | "textarea" | "select" | "number" | "multiselect";
                                    /** @default false */
                                    required: boolean;
                                    /** @default [] */
                                    options: {
                                        name: string;
                                        /** @default 0 */
                                        credit: number;
                                    }[];
                                    placeholder?: string;
                                    /** @enum {string} */
                                    pattern?: "phone" | "email" | "name" | "zip" | "password";
                                    min?: number;
                                    max?: number;
                                }[];
                                /**
                                 * @default {
                                 *       "add": [],
                                 *       "multiplyValue": [],
                                 *       "multiplyOption": [],
                                 *       "multiplyCount": []
                                 *     }
                                 */
                                pricing: {
                                    /** @default [] */
                                    add: string[];
                                    /** @default [] */
                                    multiplyValue: string[];
                                    /** @default [] */
                                    multiplyOption: string[];
                                    /** @default [] */
                                    multiplyCount: string[];
                                };
                                /**
                                 * @default {
                                 *       "included": 2,
                                 *       "extraCost": "0.00"
                                 *     }
                                 */
                                revisions: {
                                    /** @default 2 */
                                    included: number;
                                    /** @default 0.00 */
                                    extraCost: string;
                                };
                            };
                            submittedAt: string | null;
                            updatedAt: string;
                            createdAt: string;
                            approval?: {
                                /** @enum {string} */
                                state: "pending" | "approved" | "declined" | "withdrawn";
                                requestedAt: string;
                                decidedAt: string | null;
                                reason: string | null;
                            } | null;
                            latestDeliverable?: {
                                number: number;
                                /** @enum {string} */
                                state: "awaiting" | "approved" | "changes_requested";
                            } | null;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postServiceRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        id?: number | string;
                        title?: string | null;
                        content?: (string | {
                            [key: string]: unknown;
                        }) | null;
                        serviceRequestType?: ((number | string) | {
                            id: number | string;
                        }) | null;
                        company?: ((number | string) | {
                            id: number | string;
                        }) | null;
                        status?: string | null;
                        fromStatus?: string | null;
                        assignees?: ((number | string) | {
                            id: number | string;
                        })[] | null;
                        assignedTo?: ((number | string) | {
                            id: number | string;
                        })[] | null;
                        files?: unknown[] | null;
                        typeSpecificFiles?: {
                            [key: string]: unknown[];
                        } | null;
                        audio?: unknown | null;
                        priorityLevel?: ("STANDARD" | "PRIORITY" | "EXPRESS") | null;
                        credit?: unknown;
                        adjustCredit?: number | string | null;
                        targetDate?: string | null;
                        createdBy?: ((number | string) | {
                            id: number | string;
                        }) | null;
                        formVersion?: number | null;
                        brandKit?: ((number | string) | {
                            id: number | string;
                        }) | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            title: string;
                            content: string;
                            /** @enum {string} */
                            status: "DRAFT" | "NOT_START" | "ASSIGNED" | "IN_PROGRESS" | "FINISHED" | "CANCELLED" | "DELETED";
                            company: {
                                id: number;
                                name: string;
                                enterprise: {
                                    id: number;
                                    name: string;
                                };
                            };
                            serviceRequestType: {
                                id: number;
                                name: string;
                                credit: string;
                            };
                            assignees: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            }[];
                            assignedTo: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            }[];
                            createdBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            };
                            audio: {
                                id: string;
                                url: string;
                                name: string;
                                mime: string;
                            } | null;
                            files: {
                                id: string;
                                url: string;
                                name: string;
                                mime: string;
                            }[];
                            typeSpecificFiles: {
                                [key: string]: {
                                    id: string;
                                    url: string;
                                    name: string;
                                    mime: string;
                                }[];
                            };
                            targetDate: string | null;
                            adjustCredit: string | null;
                            credit: string;
                            total: string;
                            chargedCredit: string;
                            breakdown: {
                                key: string;
                                value: string;
                                credit: string;
                                effect?: string;
                                subtotal?: string;
                            }[];
                            /** @enum {string} */
                            priorityLevel: "STANDARD" | "PRIORITY" | "EXPRESS";
                            placeholders: {
                                [key: string]: string;
                            } | null;
                            formVersion: number;
                            form: {
                                /** @default [] */
                                fields: {
                                    key?: string;
                                    label: string;
                                    /** @default  */
                                    description: string;
                                    /** @enum {string} */
                                    type: "textfield" | "file" | "date" | "textarea" | "select" | "number" | "multiselect";
                                    /** @default false */
                                    required: boolean;
                                    /** @default [] */
                                    options: {
                                        name: string;
                                        /** @default 0 */
                                        credit: number;
                                    }[];
                                    placeholder?: string;
                                    /** @enum {string} */
                                    pattern?: "phone" | "email" | "name" | "zip" | "password";
                                    min?: number;
                                    max?: number;
                                }[];
                                /**
                                 * @default {
                                 *       "add": [],
                                 *       "multiplyValue": [],
                                 *       "multiplyOption": [],
                                 *       "multiplyCount": []
                                 *     }
                                 */
                                pricing: {
                                    /** @default [] */
                                    add: string[];
                                    /** @default [] */
                                    multiplyValue: string[];
                                    /** @default [] */
                                    multiplyOption: string[];
                                    /** @default [] */
                                    multiplyCount: string[];
                                };
                                /**
                                 * @default {
                                 *       "included": 2,
                                 *       "extraCost": "0.00"
                                 *     }
                                 */
                                revisions: {
                                    /** @default 2 */
                                    included: number;
                                    /** @default 0.00 */
                                    extraCost: string;
                                };
                            };
                            submittedAt: string | null;
                            updatedAt: string;
                            createdAt: string;
                            approval?: {
                                /** @enum {string} */
                                state: "pending" | "approved" | "declined" | "withdrawn";
                                requestedAt: string;
                                decidedAt: string | null;
                                reason: string | null;
                            } | null;
                            latestDeliverable?: {
                                number: number;
                                /** @enum {string} */
                                state: "awaiting" | "approved" | "changes_requested";
                            } | null;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putServiceRequestsRemoveById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            status: "DELETED";
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getServiceRequestsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            title: string;
                            content: string;
                            /** @enum {string} */
                            status: "DRAFT" | "NOT_START" | "ASSIGNED" | "IN_PROGRESS" | "FINISHED" | "CANCELLED" | "DELETED";
                            company: {
                                id: number;
                                name: string;
                                enterprise: {
                                    id: number;
                                    name: string;
                                };
                            };
                            serviceRequestType: {
                                id: number;
                                name: string;
                                credit: string;
                            };
                            assignees: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            }[];
                            assignedTo: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            }[];
                            createdBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            };
                            audio: {
                                id: string;
                                url: string;
                                name: string;
                                mime: string;
                            } | null;
                            files: {
                                id: string;
                                url: string;
                                name: string;
                                mime: string;
                            }[];
                            typeSpecificFiles: {
                                [key: string]: {
                                    id: string;
                                    url: string;
                                    name: string;
                                    mime: string;
                                }[];
                            };
                            targetDate: string | null;
                            adjustCredit: string | null;
                            credit: string;
                            total: string;
                            chargedCredit: string;
                            breakdown: {
                                key: string;
                                value: string;
                                credit: string;
                                effect?: string;
                                subtotal?: string;
                            }[];
                            /** @enum {string} */
                            priorityLevel: "STANDARD" | "PRIORITY" | "EXPRESS";
                            placeholders: {
                                [key: string]: string;
                            } | null;
                            formVersion: number;
                            form: {
                                /** @default [] */
                                fields: {
                                    key?: string;
                                    label: string;
                                    /** @default  */
                                    description: string;
                                    /** @enum {string} */
                                    type: "textfield" | "file" | "date" | "textarea" | "select" | "number" | "multiselect";
                                    /** @default false */
                                    required: boolean;
                                    /** @default [] */
                                    options: {
                                        name: string;
                                        /** @default 0 */
                                        credit: number;
                                    }[];
                                    placeholder?: string;
                                    /** @enum {string} */
                                    pattern?: "phone" | "email" | "name" | "zip" | "password";
                                    min?: number;
                                    max?: number;
                                }[];
                                /**
                                 * @default {
                                 *       "add": [],
                                 *       "multiplyValue": [],
                                 *       "multiplyOption": [],
                                 *       "multiplyCount": []
                                 *     }
                                 */
                                pricing: {
                                    /** @default [] */
                                    add: string[];
                                    /** @default [] */
                                    multiplyValue: string[];
                                    /** @default [] */
                                    multiplyOption: string[];
                                    /** @default [] */
                                    multiplyCount: string[];
                                };
                                /**
                                 * @default {
                                 *       "included": 2,
                                 *       "extraCost": "0.00"
                                 *     }
                                 */
                                revisions: {
                                    /** @default 2 */
                                    included: number;
                                    /** @default 0.00 */
                                    extraCost: string;
                                };
                            };
                            submittedAt: string | null;
                            updatedAt: string;
                            createdAt: string;
                            approval?: {
                                /** @enum {string} */
                                state: "pending" | "approved" | "declined" | "withdrawn";
                                requestedAt: string;
                                decidedAt: string | null;
                                reason: string | null;
                            } | null;
                            latestDeliverable?: {
                                number: number;
                                /** @enum {string} */
                                state: "awaiting" | "approved" | "changes_requested";
                            } | null;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putServiceRequestsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        id?: number | string;
                        title?: string | null;
                        content?: (string | {
                            [key: string]: unknown;
                        }) | null;
                        serviceRequestType?: ((number | string) | {
                            id: number | string;
                        }) | null;
                        company?: ((number | string) | {
                            id: number | string;
                        }) | null;
                        status?: string | null;
                        fromStatus?: string | null;
                        assignees?: ((number | string) | {
                            id: number | string;
                        })[] | null;
                        assignedTo?: ((number | string) | {
                            id: number | string;
                        })[] | null;
                        files?: unknown[] | null;
                        typeSpecificFiles?: {
                            [key: string]: unknown[];
                        } | null;
                        audio?: unknown | null;
                        priorityLevel?: ("STANDARD" | "PRIORITY" | "EXPRESS") | null;
                        credit?: unknown;
                        adjustCredit?: number | string | null;
                        targetDate?: string | null;
                        createdBy?: ((number | string) | {
                            id: number | string;
                        }) | null;
                        formVersion?: number | null;
                        brandKit?: ((number | string) | {
                            id: number | string;
                        }) | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            title: string;
                            content: string;
                            /** @enum {string} */
                            status: "DRAFT" | "NOT_START" | "ASSIGNED" | "IN_PROGRESS" | "FINISHED" | "CANCELLED" | "DELETED";
                            company: {
                                id: number;
                                name: string;
                                enterprise: {
                                    id: number;
                                    name: string;
                                };
                            };
                            serviceRequestType: {
                                id: number;
                                name: string;
                                credit: string;
                            };
                            assignees: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            }[];
                            assignedTo: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            }[];
                            createdBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            };
                            audio: {
                                id: string;
                                url: string;
                                name: string;
                                mime: string;
                            } | null;
                            files: {
                                id: string;
                                url: string;
                                name: string;
                                mime: string;
                            }[];
                            typeSpecificFiles: {
                                [key: string]: {
                                    id: string;
                                    url: string;
                                    name: string;
                                    mime: string;
                                }[];
                            };
                            targetDate: string | null;
                            adjustCredit: string | null;
                            credit: string;
                            total: string;
                            chargedCredit: string;
                            breakdown: {
                                key: string;
                                value: string;
                                credit: string;
                                effect?: string;
                                subtotal?: string;
                            }[];
                            /** @enum {string} */
                            priorityLevel: "STANDARD" | "PRIORITY" | "EXPRESS";
                            placeholders: {
                                [key: string]: string;
                            } | null;
                            formVersion: number;
                            form: {
                                /** @default [] */
                                fields: {
                                    key?: string;
                                    label: string;
                                    /** @default  */
                                    description: string;
                                    /** @enum {string} */
                                    type: "textfield" | "file" | "date" | "textarea" | "select" | "number" | "multiselect";
                                    /** @default false */
                                    required: boolean;
                                    /** @default [] */
                                    options: {
                                        name: string;
                                        /** @default 0 */
                                        credit: number;
                                    }[];
                                    placeholder?: string;
                                    /** @enum {string} */
                                    pattern?: "phone" | "email" | "name" | "zip" | "password";
                                    min?: number;
                                    max?: number;
                                }[];
                                /**
                                 * @default {
                                 *       "add": [],
                                 *       "multiplyValue": [],
                                 *       "multiplyOption": [],
                                 *       "multiplyCount": []
                                 *     }
                                 */
                                pricing: {
                                    /** @default [] */
                                    add: string[];
                                    /** @default [] */
                                    multiplyValue: string[];
                                    /** @default [] */
                                    multiplyOption: string[];
                                    /** @default [] */
                                    multiplyCount: string[];
                                };
                                /**
                                 * @default {
                                 *       "included": 2,
                                 *       "extraCost": "0.00"
                                 *     }
                                 */
                                revisions: {
                                    /** @default 2 */
                                    included: number;
                                    /** @default 0.00 */
                                    extraCost: string;
                                };
                            };
                            submittedAt: string | null;
                            updatedAt: string;
                            createdAt: string;
                            approval?: {
                                /** @enum {string} */
                                state: "pending" | "approved" | "declined" | "withdrawn";
                                requestedAt: string;
                                decidedAt: string | null;
                                reason: string | null;
                            } | null;
                            latestDeliverable?: {
                                number: number;
                                /** @enum {string} */
                                state: "awaiting" | "approved" | "changes_requested";
                            } | null;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with the current state (the message says why); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getServiceRequestsAssigned: {
        parameters: {
            query?: {
                /** @description Optional status filter, one or several (comma-separated or repeated); both readings accepted ('NOT_START' or 'not-start'; 'draft' lists the caller's drafts). Without it every status but DELETED is listed (drafts only for their creator). */
                status?: string | string[];
                /** @description Only requests of this company. */
                companyId?: number;
                /** @description Only requests of this request type. */
                typeId?: number;
                /** @description Only requests of this priority level. */
                priority?: "STANDARD" | "PRIORITY" | "EXPRESS";
                /** @description Only requests with this assignee (customer side): a user id, 'me', or 'nobody' for none. */
                assignee?: string;
                /** @description Only requests assigned to this staff member: a user id, 'me', or 'nobody' for none. */
                assignedTo?: string;
                /** @description true: only requests past their due date that are not finished or cancelled; false: only the others. */
                overdue?: "0" | "1" | "true" | "false";
                /** @description Only requests whose title contains this text (any case). */
                title?: string;
                /** @description Only requests of this enterprise's companies (a customer sees only their own anyway). */
                enterpriseId?: number;
                /** @description Only requests created by this user: a user id or 'me'. */
                createdBy?: string;
                /** @description Only requests due on or after this day (yyyy-MM-dd). */
                dueFrom?: string;
                /** @description Only requests due on or before this day (yyyy-MM-dd). */
                dueTo?: string;
                /** @description The order: 'updated' (last change), 'created', 'due' (due date; requests without one count as due last), 'priority' (Standard < Priority < Express) or 'credit' (the total charged). Ties by id. */
                sort?: "updated" | "created" | "due" | "priority" | "credit";
                /** @description 'desc' or 'asc'. Without it: 'asc' for 'due' (soonest due first, overdue at the top, undated last), 'desc' for the others (newest, latest, highest first). */
                order?: "asc" | "desc";
                /** @description The cursor of the previous page (it carries the sort; a cursor of another sort is refused). */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            title: string;
                            /** @enum {string} */
                            status: "DRAFT" | "NOT_START" | "ASSIGNED" | "IN_PROGRESS" | "FINISHED" | "CANCELLED" | "DELETED";
                            company: {
                                id: number;
                                name: string;
                                enterprise: {
                                    id: number;
                                    name: string;
                                };
                            };
                            assignees: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            }[];
                            assignedTo: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            }[];
                            createdBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            };
                            targetDate: string | null;
                            adjustCredit: string | null;
                            credit: string;
                            total: string;
                            chargedCredit: string;
                            /** @enum {string} */
                            priorityLevel: "STANDARD" | "PRIORITY" | "EXPRESS";
                            formVersion: number;
                            submittedAt: string | null;
                            updatedAt: string;
                            createdAt: string;
                            approval?: {
                                /** @enum {string} */
                                state: "pending" | "approved" | "declined" | "withdrawn";
                                requestedAt: string;
                                decidedAt: string | null;
                                reason: string | null;
                            } | null;
                            latestDeliverable?: {
                                number: number;
                                /** @enum {string} */
                                state: "awaiting" | "approved" | "changes_requested";
                            } | null;
                            serviceRequestType: {
                                id: number;
                                name: string;
                            };
                        }[];
                        cursor: string | null;
                        hasMore: boolean;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getServiceRequestsEventsById: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            kind: string;
                            data: {
                                [key: string]: unknown;
                            };
                            actor: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            } | null;
                            createdAt: string;
                        }[];
                        cursor: string | null;
                        hasMore: boolean;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getServiceRequestsExportCsv: {
        parameters: {
            query?: {
                /** @description 'all': every request the caller may see (staff: all companies; customers: their companies); 'mine': created by the caller; 'assigned': the caller is among the assignees or assignedTo. */
                permission?: "all" | "mine" | "assigned";
                /** @description Optional status filter, one or several (comma-separated or repeated); both readings accepted ('NOT_START' or 'not-start'; 'draft' lists the caller's drafts). Without it every status but DELETED is listed (drafts only for their creator). */
                status?: string | string[];
                /** @description Only requests of this company. */
                companyId?: number;
                /** @description Only requests of this request type. */
                typeId?: number;
                /** @description Only requests of this priority level. */
                priority?: "STANDARD" | "PRIORITY" | "EXPRESS";
                /** @description Only requests with this assignee (customer side): a user id, 'me', or 'nobody' for none. */
                assignee?: string;
                /** @description Only requests assigned to this staff member: a user id, 'me', or 'nobody' for none. */
                assignedTo?: string;
                /** @description true: only requests past their due date that are not finished or cancelled; false: only the others. */
                overdue?: "0" | "1" | "true" | "false";
                /** @description Only requests whose title contains this text (any case). */
                title?: string;
                /** @description Only requests of this enterprise's companies (a customer sees only their own anyway). */
                enterpriseId?: number;
                /** @description Only requests created by this user: a user id or 'me'. */
                createdBy?: string;
                /** @description Only requests due on or after this day (yyyy-MM-dd). */
                dueFrom?: string;
                /** @description Only requests due on or before this day (yyyy-MM-dd). */
                dueTo?: string;
                /** @description The order: 'updated' (last change), 'created', 'due' (due date; requests without one count as due last), 'priority' (Standard < Priority < Express) or 'credit' (the total charged). Ties by id. */
                sort?: "updated" | "created" | "due" | "priority" | "credit";
                /** @description 'desc' or 'asc'. Without it: 'asc' for 'due' (soonest due first, overdue at the top, undated last), 'desc' for the others (newest, latest, highest first). */
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requests of the view as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getServiceRequestsSummary: {
        parameters: {
            query?: {
                /** @description 'all': every request the caller may see (staff: all companies; customers: their companies); 'mine': created by the caller; 'assigned': the caller is among the assignees or assignedTo. */
                permission?: "all" | "mine" | "assigned";
                /** @description Optional status filter, one or several (comma-separated or repeated); both readings accepted ('NOT_START' or 'not-start'; 'draft' lists the caller's drafts). Without it every status but DELETED is listed (drafts only for their creator). */
                status?: string | string[];
                /** @description Only requests of this company. */
                companyId?: number;
                /** @description Only requests of this request type. */
                typeId?: number;
                /** @description Only requests of this priority level. */
                priority?: "STANDARD" | "PRIORITY" | "EXPRESS";
                /** @description Only requests with this assignee (customer side): a user id, 'me', or 'nobody' for none. */
                assignee?: string;
                /** @description Only requests assigned to this staff member: a user id, 'me', or 'nobody' for none. */
                assignedTo?: string;
                /** @description true: only requests past their due date that are not finished or cancelled; false: only the others. */
                overdue?: "0" | "1" | "true" | "false";
                /** @description Only requests whose title contains this text (any case). */
                title?: string;
                /** @description Only requests of this enterprise's companies (a customer sees only their own anyway). */
                enterpriseId?: number;
                /** @description Only requests created by this user: a user id or 'me'. */
                createdBy?: string;
                /** @description Only requests due on or after this day (yyyy-MM-dd). */
                dueFrom?: string;
                /** @description Only requests due on or before this day (yyyy-MM-dd). */
                dueTo?: string;
                /** @description The order: 'updated' (last change), 'created', 'due' (due date; requests without one count as due last), 'priority' (Standard < Priority < Express) or 'credit' (the total charged). Ties by id. */
                sort?: "updated" | "created" | "due" | "priority" | "credit";
                /** @description 'desc' or 'asc'. Without it: 'asc' for 'due' (soonest due first, overdue at the top, undated last), 'desc' for the others (newest, latest, highest first). */
                order?: "asc" | "desc";
                /** @description Also per swimlane: 'assignee' (staff assigned to; a request counts in each of their lanes) or 'company'. */
                lanes?: "assignee" | "company";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            columns: {
                                count: number;
                                credit: string;
                                /** @enum {string} */
                                status: "DRAFT" | "NOT_START" | "ASSIGNED" | "IN_PROGRESS" | "FINISHED" | "CANCELLED" | "DELETED";
                            }[];
                            lanes: {
                                count: number;
                                credit: string;
                                /** @enum {string} */
                                status: "DRAFT" | "NOT_START" | "ASSIGNED" | "IN_PROGRESS" | "FINISHED" | "CANCELLED" | "DELETED";
                                id: number | null;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSavedViews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            params: {
                                [key: string]: string;
                            };
                            shared: boolean;
                            mine: boolean;
                            owner: {
                                id: number;
                                name: string;
                            };
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSavedViews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        name: string;
                        params: {
                            [key: string]: string;
                        };
                        /** @default false */
                        shared?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            params: {
                                [key: string]: string;
                            };
                            shared: boolean;
                            mine: boolean;
                            owner: {
                                id: number;
                                name: string;
                            };
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putSavedViewsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        name?: string;
                        params?: {
                            [key: string]: string;
                        };
                        shared?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            params: {
                                [key: string]: string;
                            };
                            shared: boolean;
                            mine: boolean;
                            owner: {
                                id: number;
                                name: string;
                            };
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSavedViewsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCompanyFindUsers: {
        parameters: {
            query: {
                companyId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        profileImage: string | null;
                        /** @enum {boolean} */
                        leftTeam?: true;
                    }[];
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUserById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        profileImage: string | null;
                        /** @enum {boolean} */
                        leftTeam?: true;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userIds: (number | string)[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        email: string;
                        firstName: string;
                        lastName: string;
                        profileImage: string | null;
                        /** @enum {boolean} */
                        leftTeam?: true;
                    }[];
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUserHeybossMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    keyword?: string;
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            username: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            profileImage: string | null;
                            /** @enum {boolean} */
                            leftTeam?: true;
                        }[];
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCreditsLedger: {
        parameters: {
            query: {
                enterpriseId: number;
                kind?: string;
                from?: string;
                to?: string;
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "allowance" | "grant" | "removal" | "debit" | "refund" | "adjustment" | "expiry" | "revision";
                            amount: string;
                            balanceAfter: string;
                            requestId: number | null;
                            actorId: number | null;
                            actorName: string | null;
                            note: string;
                            createdAt: string;
                        }[];
                        balance: string;
                        /** @enum {string} */
                        scope: "full" | "requests";
                        cursor: string | null;
                        hasMore: boolean;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCreditsLedgerCsv: {
        parameters: {
            query: {
                enterpriseId: number;
                kind?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ledger as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCreditsReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enterpriseId: number;
                            name: string;
                            membership: string;
                            allowance: string;
                            periodStart: string | null;
                            renewalDate: string | null;
                            total: string;
                            used: string;
                            remaining: string;
                            requests: number;
                            weeks: {
                                weekStart: string;
                                used: string;
                            }[];
                            weeklyAllowance: string;
                            forecast: {
                                /** @enum {string} */
                                kind: "enough" | "runs-out" | "no-usage" | "empty";
                                runOutDate?: string;
                                dailyRate: string;
                            };
                        }[];
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCreditsOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            atRisk: {
                                enterpriseId: number;
                                name: string;
                                membership: string;
                                remaining: string;
                                renewalDate: string | null;
                                forecast: {
                                    /** @enum {string} */
                                    kind: "enough" | "runs-out" | "no-usage" | "empty";
                                    runOutDate?: string;
                                    dailyRate: string;
                                };
                            }[];
                            month: {
                                start: string;
                                allowanceGranted: string;
                                consumed: string;
                            };
                        };
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEnterprises: {
        parameters: {
            query?: {
                q?: string;
                sort?: "name" | "tier" | "allowance" | "balance" | "renewal" | "users";
                dir?: "asc" | "desc";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            membership: string;
                            allowance: string;
                            balance: string;
                            paymentAt: string | null;
                            renewalDay: number | null;
                            nextRenewal: string | null;
                            /** @description The tier the enterprise moves to at its next renewal (`from`, YYYY-MM-DD), or null */
                            pending: {
                                tier: string;
                                allowance: string;
                                from: string;
                            } | null;
                            owners: {
                                id: number;
                                email: string;
                                name: string;
                            }[];
                            companies: {
                                id: number;
                                name: string;
                            }[];
                            usersCount: number;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEnterprisesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            membership: string;
                            allowance: string;
                            balance: string;
                            paymentAt: string | null;
                            renewalDay: number | null;
                            nextRenewal: string | null;
                            /** @description The tier the enterprise moves to at its next renewal (`from`, YYYY-MM-DD), or null */
                            pending: {
                                tier: string;
                                allowance: string;
                                from: string;
                            } | null;
                            owners: {
                                id: number;
                                email: string;
                                name: string;
                            }[];
                            companies: {
                                id: number;
                                name: string;
                            }[];
                            usersCount: number;
                            history: {
                                id: number;
                                /** @enum {string} */
                                field: "membership" | "pendingMembership" | "paymentAt";
                                fromValue: string | null;
                                toValue: string | null;
                                actorName: string | null;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchEnterprisesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        membership?: string;
                        paymentAt?: string | null;
                        confirmGrant?: string | number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            membership: string;
                            allowance: string;
                            balance: string;
                            paymentAt: string | null;
                            renewalDay: number | null;
                            nextRenewal: string | null;
                            /** @description The tier the enterprise moves to at its next renewal (`from`, YYYY-MM-DD), or null */
                            pending: {
                                tier: string;
                                allowance: string;
                                from: string;
                            } | null;
                            owners: {
                                id: number;
                                email: string;
                                name: string;
                            }[];
                            companies: {
                                id: number;
                                name: string;
                            }[];
                            usersCount: number;
                            history: {
                                id: number;
                                /** @enum {string} */
                                field: "membership" | "pendingMembership" | "paymentAt";
                                fromValue: string | null;
                                toValue: string | null;
                                actorName: string | null;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postEnterprisesCreditsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        /** @enum {string} */
                        direction: "grant" | "remove";
                        amount: string | number;
                        reason: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            balance: string;
                        };
                        meta: {
                            duplicate: boolean;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBilling: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enabled: boolean;
                            tiers: {
                                tier: string;
                                allowance: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBillingCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        enterpriseId: number;
                        tier: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBillingPortal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        enterpriseId: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBillingWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                        /** @enum {string} */
                        result: "applied" | "duplicate" | "ignored";
                    };
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSignupRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "enterprise" | "member";
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string;
                            enterpriseName: string;
                            companyName: string;
                            message: string;
                            enterprise: {
                                id: number;
                                name: string;
                            } | null;
                            companies: {
                                id: number;
                                name: string;
                            }[];
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSignupRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        /** @enum {string} */
                        kind: "enterprise";
                        enterpriseName: string;
                        companyName: string;
                        firstName: string;
                        lastName: string;
                        email: string;
                        password: string;
                        /** @default  */
                        phone?: string;
                        /** @default  */
                        message?: string;
                    } | {
                        /** @enum {string} */
                        kind: "member";
                        firstName: string;
                        lastName: string;
                        email: string;
                        password: string;
                        /** @default  */
                        phone?: string;
                        companyName: string;
                        /** @default  */
                        ownerEmail?: string;
                        enterpriseId?: number;
                        inviteToken?: string;
                        companyId?: number;
                        /** @default  */
                        message?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "pending";
                            message: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSignupOptionsByEnterpriseIdAndInviteToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterpriseId: number;
                inviteToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enterprise: {
                                id: number;
                                name: string;
                            };
                            companies: {
                                id: number;
                                name: string;
                            }[];
                            inviter: {
                                firstName: string;
                                lastName: string;
                            };
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSignupRequestsApproveById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default {} */
                    data?: {
                        companyId?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "enterprise" | "member";
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string;
                            enterpriseName: string;
                            companyName: string;
                            message: string;
                            enterprise: {
                                id: number;
                                name: string;
                            } | null;
                            companies: {
                                id: number;
                                name: string;
                            }[];
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSignupRequestsRejectById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "enterprise" | "member";
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            firstName: string;
                            lastName: string;
                            email: string;
                            phone: string;
                            enterpriseName: string;
                            companyName: string;
                            message: string;
                            enterprise: {
                                id: number;
                                name: string;
                            } | null;
                            companies: {
                                id: number;
                                name: string;
                            }[];
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            username: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            profileImage: string | null;
                            pendingEmail: string | null;
                            twoFactorEnabled: boolean;
                            isStaff: boolean;
                        };
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchAccountProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            username: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            profileImage: string | null;
                            pendingEmail: string | null;
                            twoFactorEnabled: boolean;
                            isStaff: boolean;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAccountPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            username: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            profileImage: string | null;
                            pendingEmail: string | null;
                            twoFactorEnabled: boolean;
                            isStaff: boolean;
                        };
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAccountPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            username: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            profileImage: string | null;
                            pendingEmail: string | null;
                            twoFactorEnabled: boolean;
                            isStaff: boolean;
                        };
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccountPhotosByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo, 256×256 JPEG */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAccountEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAccountEmailConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                            message: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccountExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A zip of your data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAccountDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        message: string;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPasswordResetCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        valid: boolean;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPasswordResetComplete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        signedIn: boolean;
                        message: string;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAccountPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        endedSessions: number;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccountSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            id: string;
                            browser: string;
                            os: string;
                            address: string | null;
                            createdAt: string;
                            lastSeenAt: string;
                            current: boolean;
                        }[];
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAccountSessionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        endedSessions: number;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAccountSessionsEndOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        endedSessions: number;
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            counts: {
                                DRAFT: number;
                                NOT_START: number;
                                ASSIGNED: number;
                                IN_PROGRESS: number;
                                FINISHED: number;
                                CANCELLED: number;
                            };
                            recent: {
                                id: number;
                                title: string;
                                /** @enum {string} */
                                status: "DRAFT" | "NOT_START" | "ASSIGNED" | "IN_PROGRESS" | "FINISHED" | "CANCELLED" | "DELETED";
                                company: {
                                    id: number;
                                    name: string;
                                    enterprise: {
                                        id: number;
                                        name: string;
                                    };
                                };
                                assignees: {
                                    id: number;
                                    username: string;
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                    profileImage: string | null;
                                    /** @enum {boolean} */
                                    leftTeam?: true;
                                }[];
                                assignedTo: {
                                    id: number;
                                    username: string;
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                    profileImage: string | null;
                                    /** @enum {boolean} */
                                    leftTeam?: true;
                                }[];
                                createdBy: {
                                    id: number;
                                    username: string;
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                    profileImage: string | null;
                                    /** @enum {boolean} */
                                    leftTeam?: true;
                                };
                                targetDate: string | null;
                                adjustCredit: string | null;
                                credit: string;
                                total: string;
                                chargedCredit: string;
                                /** @enum {string} */
                                priorityLevel: "STANDARD" | "PRIORITY" | "EXPRESS";
                                formVersion: number;
                                submittedAt: string | null;
                                updatedAt: string;
                                createdAt: string;
                                approval?: {
                                    /** @enum {string} */
                                    state: "pending" | "approved" | "declined" | "withdrawn";
                                    requestedAt: string;
                                    decidedAt: string | null;
                                    reason: string | null;
                                } | null;
                                latestDeliverable?: {
                                    number: number;
                                    /** @enum {string} */
                                    state: "awaiting" | "approved" | "changes_requested";
                                } | null;
                                serviceRequestType: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDashboardStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            queue: {
                                total: number;
                                more: boolean;
                                oldest: {
                                    id: number;
                                    title: string;
                                    /** @enum {string} */
                                    status: "DRAFT" | "NOT_START" | "ASSIGNED" | "IN_PROGRESS" | "FINISHED" | "CANCELLED" | "DELETED";
                                    companyName: string;
                                    typeName: string;
                                    targetDate: string | null;
                                    createdAt: string;
                                    finishedAt: string | null;
                                }[];
                            };
                            workload: {
                                userId: number;
                                name: string;
                                counts: {
                                    NOT_START: number;
                                    ASSIGNED: number;
                                    IN_PROGRESS: number;
                                };
                                total: number;
                            }[];
                            due: {
                                today: string;
                                soonUntil: string;
                                overdue: number;
                                dueSoon: number;
                            };
                            weekly: {
                                weekStart: string;
                                created: number;
                                finished: number;
                            }[];
                            onTime: {
                                month: string;
                                finished: number;
                                withDueDate: number;
                                onTime: number;
                                rate: number | null;
                            }[];
                            byCompany: {
                                companyId: number;
                                name: string;
                                enterpriseName: string;
                                open: number;
                                total: number;
                            }[];
                            companiesWithRequests: number;
                            creditsByEnterprise: {
                                weeks: string[];
                                series: {
                                    enterpriseId: number | null;
                                    name: string;
                                    used: string[];
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDashboardCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            due: {
                                today: string;
                                soonUntil: string;
                                overdue: number;
                                dueSoon: number;
                                requests: {
                                    id: number;
                                    title: string;
                                    /** @enum {string} */
                                    status: "DRAFT" | "NOT_START" | "ASSIGNED" | "IN_PROGRESS" | "FINISHED" | "CANCELLED" | "DELETED";
                                    companyName: string;
                                    typeName: string;
                                    targetDate: string | null;
                                    createdAt: string;
                                    finishedAt: string | null;
                                }[];
                            };
                            recentlyFinished: {
                                id: number;
                                title: string;
                                /** @enum {string} */
                                status: "DRAFT" | "NOT_START" | "ASSIGNED" | "IN_PROGRESS" | "FINISHED" | "CANCELLED" | "DELETED";
                                companyName: string;
                                typeName: string;
                                targetDate: string | null;
                                createdAt: string;
                                finishedAt: string | null;
                            }[];
                            creditsByType: {
                                since: string;
                                types: {
                                    typeId: number;
                                    name: string;
                                    used: string;
                                    requests: number;
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCatalogue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            description: string;
                            archived: boolean;
                            types: {
                                id: number;
                                name: string;
                                description: string;
                                archived: boolean;
                                credit: string;
                                formVersion: number;
                                hasDraft: boolean;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCatalogueCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchCatalogueCategoriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    popupText?: string;
                    archived?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putCatalogueOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putCatalogueCategoriesOrderById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCatalogueTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    categoryId: number;
                    name: string;
                    /** @default  */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCatalogueTypesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            categoryId: number;
                            name: string;
                            description: string;
                            popupText: string;
                            placeholder: {
                                [key: string]: string;
                            };
                            archived: boolean;
                            categoryArchived: boolean;
                            formVersion: number;
                            published: {
                                credit: string;
                                form: {
                                    /** @default [] */
                                    fields: {
                                        key?: string;
                                        label: string;
                                        /** @default  */
                                        description: string;
                                        /** @enum {string} */
                                        type: "textfield" | "file" | "date" | "textarea" | "select" | "number" | "multiselect";
                                        /** @default false */
                                        required: boolean;
                                        /** @default [] */
                                        options: {
                                            name: string;
                                            /** @default 0 */
                                            credit: number;
                                        }[];
                                        placeholder?: string;
                                        /** @enum {string} */
                                        pattern?: "phone" | "email" | "name" | "zip" | "password";
                                        min?: number;
                                        max?: number;
                                    }[];
                                    /**
                                     * @default {
                                     *       "add": [],
                                     *       "multiplyValue": [],
                                     *       "multiplyOption": [],
                                     *       "multiplyCount": []
                                     *     }
                                     */
                                    pricing: {
                                        /** @default [] */
                                        add: string[];
                                        /** @default [] */
                                        multiplyValue: string[];
                                        /** @default [] */
                                        multiplyOption: string[];
                                        /** @default [] */
                                        multiplyCount: string[];
                                    };
                                    /**
                                     * @default {
                                     *       "included": 2,
                                     *       "extraCost": "0.00"
                                     *     }
                                     */
                                    revisions: {
                                        /** @default 2 */
                                        included: number;
                                        /** @default 0.00 */
                                        extraCost: string;
                                    };
                                };
                            } | null;
                            hasDraft: boolean;
                            draft: {
                                credit: string;
                                form: {
                                    /** @default [] */
                                    fields: {
                                        key?: string;
                                        label: string;
                                        /** @default  */
                                        description: string;
                                        /** @enum {string} */
                                        type: "textfield" | "file" | "date" | "textarea" | "select" | "number" | "multiselect";
                                        /** @default false */
                                        required: boolean;
                                        /** @default [] */
                                        options: {
                                            name: string;
                                            /** @default 0 */
                                            credit: number;
                                        }[];
                                        placeholder?: string;
                                        /** @enum {string} */
                                        pattern?: "phone" | "email" | "name" | "zip" | "password";
                                        min?: number;
                                        max?: number;
                                    }[];
                                    /**
                                     * @default {
                                     *       "add": [],
                                     *       "multiplyValue": [],
                                     *       "multiplyOption": [],
                                     *       "multiplyCount": []
                                     *     }
                                     */
                                    pricing: {
                                        /** @default [] */
                                        add: string[];
                                        /** @default [] */
                                        multiplyValue: string[];
                                        /** @default [] */
                                        multiplyOption: string[];
                                        /** @default [] */
                                        multiplyCount: string[];
                                    };
                                    /**
                                     * @default {
                                     *       "included": 2,
                                     *       "extraCost": "0.00"
                                     *     }
                                     */
                                    revisions: {
                                        /** @default 2 */
                                        included: number;
                                        /** @default 0.00 */
                                        extraCost: string;
                                    };
                                };
                            };
                            versions: {
                                version: number;
                                credit: string;
                                publishedAt: string;
                                publishedBy: {
                                    id: number;
                                    email: string;
                                    name: string;
                                } | null;
                            }[];
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchCatalogueTypesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    popupText?: string;
                    archived?: boolean;
                    categoryId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            categoryId: number;
                            name: string;
                            description: string;
                            popupText: string;
                            placeholder: {
                                [key: string]: string;
                            };
                            archived: boolean;
                            categoryArchived: boolean;
                            formVersion: number;
                            published: {
                                credit: string;
                                form: {
                                    /** @default [] */
                                    fields: {
                                        key?: string;
                                        label: string;
                                        /** @default  */
                                        description: string;
                                        /** @enum {string} */
                                        type: "textfield" | "file" | "date" | "textarea" | "select" | "number" | "multiselect";
                                        /** @default false */
                                        required: boolean;
                                        /** @default [] */
                                        options: {
                                            name: string;
                                            /** @default 0 */
                                            credit: number;
                                        }[];
                                        placeholder?: string;
                                        /** @enum {string} */
                                        pattern?: "phone" | "email" | "name" | "zip" | "password";
                                        min?: number;
                                        max?: number;
                                    }[];
                                    /**
                                     * @default {
                                     *       "add": [],
                                     *       "multiplyValue": [],
                                     *       "multiplyOption": [],
                                     *       "multiplyCount": []
                                     *     }
                                     */
                                    pricing: {
                                        /** @default [] */
                                        add: string[];
                                        /** @default [] */
                                        multiplyValue: string[];
                                        /** @default [] */
                                        multiplyOption: string[];
                                        /** @default [] */
                                        multiplyCount: string[];
                                    };
                                    /**
                                     * @default {
                                     *       "included": 2,
                                     *       "extraCost": "0.00"
                                     *     }
                                     */
                                    revisions: {
                                        /** @default 2 */
                                        included: number;
                                        /** @default 0.00 */
                                        extraCost: string;
                                    };
                                };
                            } | null;
                            hasDraft: boolean;
                            draft: {
                                credit: string;
                                form: {
                                    /** @default [] */
                                    fields: {
                                        key?: string;
                                        label: string;
                                        /** @default  */
                                        description: string;
                                        /** @enum {string} */
                                        type: "textfield" | "file" | "date" | "textarea" | "select" | "number" | "multiselect";
                                        /** @default false */
                                        required: boolean;
                                        /** @default [] */
                                        options: {
                                            name: string;
                                            /** @default 0 */
                                            credit: number;
                                        }[];
                                        placeholder?: string;
                                        /** @enum {string} */
                                        pattern?: "phone" | "email" | "name" | "zip" | "password";
                                        min?: number;
                                        max?: number;
                                    }[];
                                    /**
                                     * @default {
                                     *       "add": [],
                                     *       "multiplyValue": [],
                                     *       "multiplyOption": [],
                                     *       "multiplyCount": []
                                     *     }
                                     */
                                    pricing: {
                                        /** @default [] */
                                        add: string[];
                                        /** @default [] */
                                        multiplyValue: string[];
                                        /** @default [] */
                                        multiplyOption: string[];
                                        /** @default [] */
                                        multiplyCount: string[];
                                    };
                                    /**
                                     * @default {
                                     *       "included": 2,
                                     *       "extraCost": "0.00"
                                     *     }
                                     */
                                    revisions: {
                                        /** @default 2 */
                                        included: number;
                                        /** @default 0.00 */
                                        extraCost: string;
                                    };
                                };
                            };
                            versions: {
                                version: number;
                                credit: string;
                                publishedAt: string;
                                publishedBy: {
                                    id: number;
                                    email: string;
                                    name: string;
                                } | null;
                            }[];
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putCatalogueTypesDraftById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        credit: number | string;
                        form: {
                            /** @default [] */
                            fields?: {
                                key?: string;
                                label: string;
                                /** @default  */
                                description?: string;
                                /** @enum {string} */
                                type: "textfield" | "file" | "date" | "textarea" | "select" | "number" | "multiselect";
                                /** @default false */
                                required?: boolean;
                                /** @default [] */
                                options?: {
                                    name: string;
                                    /** @default 0 */
                                    credit?: number;
                                }[];
                                placeholder?: string;
                                /** @enum {string} */
                                pattern?: "phone" | "email" | "name" | "zip" | "password";
                                min?: number;
                                max?: number;
                            }[];
                            /**
                             * @default {
                             *       "add": [],
                             *       "multiplyValue": [],
                             *       "multiplyOption": [],
                             *       "multiplyCount": []
                             *     }
                             */
                            pricing?: {
                                /** @default [] */
                                add?: string[];
                                /** @default [] */
                                multiplyValue?: string[];
                                /** @default [] */
                                multiplyOption?: string[];
                                /** @default [] */
                                multiplyCount?: string[];
                            };
                            /**
                             * @default {
                             *       "included": 2,
                             *       "extraCost": "0.00"
                             *     }
                             */
                            revisions?: {
                                /** @default 2 */
                                included?: number;
                                /** @default 0.00 */
                                extraCost?: string;
                            };
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            categoryId: number;
                            name: string;
                            description: string;
                            popupText: string;
                            placeholder: {
                                [key: string]: string;
                            };
                            archived: boolean;
                            categoryArchived: boolean;
                            formVersion: number;
                            published: {
                                credit: string;
                                form: {
                                    /** @default [] */
                                    fields: {
                                        key?: string;
                                        label: string;
                                        /** @default  */
                                        description: string;
                                        /** @enum {string} */
                                        type: "textfield" | "file" | "date" | "textarea" | "select" | "number" | "multiselect";
                                        /** @default false */
                                        required: boolean;
                                        /** @default [] */
                                        options: {
                                            name: string;
                                            /** @default 0 */
                                            credit: number;
                                        }[];
                                        placeholder?: string;
                                        /** @enum {string} */
                                        pattern?: "phone" | "email" | "name" | "zip" | "password";
                                        min?: number;
                                        max?: number;
                                    }[];
                                    /**
                                     * @default {
                                     *       "add": [],
                                     *       "multiplyValue": [],
                                     *       "multiplyOption": [],
                                     *       "multiplyCount": []
                                     *     }
                                     */
                                    pricing: {
                                        /** @default [] */
                                        add: string[];
                                        /** @default [] */
                                        multiplyValue: string[];
                                        /** @default [] */
                                        multiplyOption: string[];
                                        /** @default [] */
                                        multiplyCount: string[];
                                    };
                                    /**
                                     * @default {
                                     *       "included": 2,
                                     *       "extraCost": "0.00"
                                     *     }
                                     */
                                    revisions: {
                                        /** @default 2 */
                                        included: number;
                                        /** @default 0.00 */
                                        extraCost: string;
                                    };
                                };
                            } | null;
                            hasDraft: boolean;
                            draft: {
                                credit: string;
                                form: {
                                    /** @default [] */
                                    fields: {
                                        key?: string;
                                        label: string;
                                        /** @default  */
                                        description: string;
                                        /** @enum {string} */
                                        type: "textfield" | "file" | "date" | "textarea" | "select" | "number" | "multiselect";
                                        /** @default false */
                                        required: boolean;
                                        /** @default [] */
                                        options: {
                                            name: string;
                                            /** @default 0 */
                                            credit: number;
                                        }[];
                                        placeholder?: string;
                                        /** @enum {string} */
                                        pattern?: "phone" | "email" | "name" | "zip" | "password";
                                        min?: number;
                                        max?: number;
                                    }[];
                                    /**
                                     * @default {
                                     *       "add": [],
                                     *       "multiplyValue": [],
                                     *       "multiplyOption": [],
                                     *       "multiplyCount": []
                                     *     }
                                     */
                                    pricing: {
                                        /** @default [] */
                                        add: string[];
                                        /** @default [] */
                                        multiplyValue: string[];
                                        /** @default [] */
                                        multiplyOption: string[];
                                        /** @default [] */
                                        multiplyCount: string[];
                                    };
                                    /**
                                     * @default {
                                     *       "included": 2,
                                     *       "extraCost": "0.00"
                                     *     }
                                     */
                                    revisions: {
                                        /** @default 2 */
                                        included: number;
                                        /** @default 0.00 */
                                        extraCost: string;
                                    };
                                };
                            };
                            versions: {
                                version: number;
                                credit: string;
                                publishedAt: string;
                                publishedBy: {
                                    id: number;
                                    email: string;
                                    name: string;
                                } | null;
                            }[];
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCatalogueTypesDraftById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            categoryId: number;
                            name: string;
                            description: string;
                            popupText: string;
                            placeholder: {
                                [key: string]: string;
                            };
                            archived: boolean;
                            categoryArchived: boolean;
                            formVersion: number;
                            published: {
                                credit: string;
                                form: {
                                    /** @default [] */
                                    fields: {
                                        key?: string;
                                        label: string;
                                        /** @default  */
                                        description: string;
                                        /** @enum {string} */
                                        type: "textfield" | "file" | "date" | "textarea" | "select" | "number" | "multiselect";
                                        /** @default false */
                                        required: boolean;
                                        /** @default [] */
                                        options: {
                                            name: string;
                                            /** @default 0 */
                                            credit: number;
                                        }[];
                                        placeholder?: string;
                                        /** @enum {string} */
                                        pattern?: "phone" | "email" | "name" | "zip" | "password";
                                        min?: number;
                                        max?: number;
                                    }[];
                                    /**
                                     * @default {
                                     *       "add": [],
                                     *       "multiplyValue": [],
                                     *       "multiplyOption": [],
                                     *       "multiplyCount": []
                                     *     }
                                     */
                                    pricing: {
                                        /** @default [] */
                                        add: string[];
                                        /** @default [] */
                                        multiplyValue: string[];
                                        /** @default [] */
                                        multiplyOption: string[];
                                        /** @default [] */
                                        multiplyCount: string[];
                                    };
                                    /**
                                     * @default {
                                     *       "included": 2,
                                     *       "extraCost": "0.00"
                                     *     }
                                     */
                                    revisions: {
                                        /** @default 2 */
                                        included: number;
                                        /** @default 0.00 */
                                        extraCost: string;
                                    };
                                };
                            } | null;
                            hasDraft: boolean;
                            draft: {
                                credit: string;
                                form: {
                                    /** @default [] */
                                    fields: {
                                        key?: string;
                                        label: string;
                                        /** @default  */
                                        description: string;
                                        /** @enum {string} */
                                        type: "textfield" | "file" | "date" | "textarea" | "select" | "number" | "multiselect";
                                        /** @default false */
                                        required: boolean;
                                        /** @default [] */
                                        options: {
                                            name: string;
                                            /** @default 0 */
                                            credit: number;
                                        }[];
                                        placeholder?: string;
                                        /** @enum {string} */
                                        pattern?: "phone" | "email" | "name" | "zip" | "password";
                                        min?: number;
                                        max?: number;
                                    }[];
                                    /**
                                     * @default {
                                     *       "add": [],
                                     *       "multiplyValue": [],
                                     *       "multiplyOption": [],
                                     *       "multiplyCount": []
                                     *     }
                                     */
                                    pricing: {
                                        /** @default [] */
                                        add: string[];
                                        /** @default [] */
                                        multiplyValue: string[];
                                        /** @default [] */
                                        multiplyOption: string[];
                                        /** @default [] */
                                        multiplyCount: string[];
                                    };
                                    /**
                                     * @default {
                                     *       "included": 2,
                                     *       "extraCost": "0.00"
                                     *     }
                                     */
                                    revisions: {
                                        /** @default 2 */
                                        included: number;
                                        /** @default 0.00 */
                                        extraCost: string;
                                    };
                                };
                            };
                            versions: {
                                version: number;
                                credit: string;
                                publishedAt: string;
                                publishedBy: {
                                    id: number;
                                    email: string;
                                    name: string;
                                } | null;
                            }[];
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCatalogueTypesPublishById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            categoryId: number;
                            name: string;
                            description: string;
                            popupText: string;
                            placeholder: {
                                [key: string]: string;
                            };
                            archived: boolean;
                            categoryArchived: boolean;
                            formVersion: number;
                            published: {
                                credit: string;
                                form: {
                                    /** @default [] */
                                    fields: {
                                        key?: string;
                                        label: string;
                                        /** @default  */
                                        description: string;
                                        /** @enum {string} */
                                        type: "textfield" | "file" | "date" | "textarea" | "select" | "number" | "multiselect";
                                        /** @default false */
                                        required: boolean;
                                        /** @default [] */
                                        options: {
                                            name: string;
                                            /** @default 0 */
                                            credit: number;
                                        }[];
                                        placeholder?: string;
                                        /** @enum {string} */
                                        pattern?: "phone" | "email" | "name" | "zip" | "password";
                                        min?: number;
                                        max?: number;
                                    }[];
                                    /**
                                     * @default {
                                     *       "add": [],
                                     *       "multiplyValue": [],
                                     *       "multiplyOption": [],
                                     *       "multiplyCount": []
                                     *     }
                                     */
                                    pricing: {
                                        /** @default [] */
                                        add: string[];
                                        /** @default [] */
                                        multiplyValue: string[];
                                        /** @default [] */
                                        multiplyOption: string[];
                                        /** @default [] */
                                        multiplyCount: string[];
                                    };
                                    /**
                                     * @default {
                                     *       "included": 2,
                                     *       "extraCost": "0.00"
                                     *     }
                                     */
                                    revisions: {
                                        /** @default 2 */
                                        included: number;
                                        /** @default 0.00 */
                                        extraCost: string;
                                    };
                                };
                            } | null;
                            hasDraft: boolean;
                            draft: {
                                credit: string;
                                form: {
                                    /** @default [] */
                                    fields: {
                                        key?: string;
                                        label: string;
                                        /** @default  */
                                        description: string;
                                        /** @enum {string} */
                                        type: "textfield" | "file" | "date" | "textarea" | "select" | "number" | "multiselect";
                                        /** @default false */
                                        required: boolean;
                                        /** @default [] */
                                        options: {
                                            name: string;
                                            /** @default 0 */
                                            credit: number;
                                        }[];
                                        placeholder?: string;
                                        /** @enum {string} */
                                        pattern?: "phone" | "email" | "name" | "zip" | "password";
                                        min?: number;
                                        max?: number;
                                    }[];
                                    /**
                                     * @default {
                                     *       "add": [],
                                     *       "multiplyValue": [],
                                     *       "multiplyOption": [],
                                     *       "multiplyCount": []
                                     *     }
                                     */
                                    pricing: {
                                        /** @default [] */
                                        add: string[];
                                        /** @default [] */
                                        multiplyValue: string[];
                                        /** @default [] */
                                        multiplyOption: string[];
                                        /** @default [] */
                                        multiplyCount: string[];
                                    };
                                    /**
                                     * @default {
                                     *       "included": 2,
                                     *       "extraCost": "0.00"
                                     *     }
                                     */
                                    revisions: {
                                        /** @default 2 */
                                        included: number;
                                        /** @default 0.00 */
                                        extraCost: string;
                                    };
                                };
                            };
                            versions: {
                                version: number;
                                credit: string;
                                publishedAt: string;
                                publishedBy: {
                                    id: number;
                                    email: string;
                                    name: string;
                                } | null;
                            }[];
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCatalogueTypesVersionsByIdAndVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            credit: string;
                            form: {
                                /** @default [] */
                                fields: {
                                    key?: string;
                                    label: string;
                                    /** @default  */
                                    description: string;
                                    /** @enum {string} */
                                    type: "textfield" | "file" | "date" | "textarea" | "select" | "number" | "multiselect";
                                    /** @default false */
                                    required: boolean;
                                    /** @default [] */
                                    options: {
                                        name: string;
                                        /** @default 0 */
                                        credit: number;
                                    }[];
                                    placeholder?: string;
                                    /** @enum {string} */
                                    pattern?: "phone" | "email" | "name" | "zip" | "password";
                                    min?: number;
                                    max?: number;
                                }[];
                                /**
                                 * @default {
                                 *       "add": [],
                                 *       "multiplyValue": [],
                                 *       "multiplyOption": [],
                                 *       "multiplyCount": []
                                 *     }
                                 */
                                pricing: {
                                    /** @default [] */
                                    add: string[];
                                    /** @default [] */
                                    multiplyValue: string[];
                                    /** @default [] */
                                    multiplyOption: string[];
                                    /** @default [] */
                                    multiplyCount: string[];
                                };
                                /**
                                 * @default {
                                 *       "included": 2,
                                 *       "extraCost": "0.00"
                                 *     }
                                 */
                                revisions: {
                                    /** @default 2 */
                                    included: number;
                                    /** @default 0.00 */
                                    extraCost: string;
                                };
                            };
                            version: number;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCatalogueExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        format: "studio-requests-catalogue";
                        /** @enum {number} */
                        version: 1;
                        categories: {
                            name: string;
                            description: string;
                            archived: boolean;
                            types: {
                                name: string;
                                description: string;
                                popupText: string;
                                placeholder: {
                                    [key: string]: string;
                                };
                                archived: boolean;
                                published: boolean;
                                credit: string;
                                form: {
                                    /** @default [] */
                                    fields: {
                                        key?: string;
                                        label: string;
                                        /** @default  */
                                        description: string;
                                        /** @enum {string} */
                                        type: "textfield" | "file" | "date" | "textarea" | "select" | "number" | "multiselect";
                                        /** @default false */
                                        required: boolean;
                                        /** @default [] */
                                        options: {
                                            name: string;
                                            /** @default 0 */
                                            credit: number;
                                        }[];
                                        placeholder?: string;
                                        /** @enum {string} */
                                        pattern?: "phone" | "email" | "name" | "zip" | "password";
                                        min?: number;
                                        max?: number;
                                    }[];
                                    /**
                                     * @default {
                                     *       "add": [],
                                     *       "multiplyValue": [],
                                     *       "multiplyOption": [],
                                     *       "multiplyCount": []
                                     *     }
                                     */
                                    pricing: {
                                        /** @default [] */
                                        add: string[];
                                        /** @default [] */
                                        multiplyValue: string[];
                                        /** @default [] */
                                        multiplyOption: string[];
                                        /** @default [] */
                                        multiplyCount: string[];
                                    };
                                    /**
                                     * @default {
                                     *       "included": 2,
                                     *       "extraCost": "0.00"
                                     *     }
                                     */
                                    revisions: {
                                        /** @default 2 */
                                        included: number;
                                        /** @default 0.00 */
                                        extraCost: string;
                                    };
                                };
                            }[];
                        }[];
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCatalogueImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    format: "studio-requests-catalogue";
                    /** @enum {number} */
                    version: 1;
                    categories: {
                        name: string;
                        /** @default  */
                        description?: string;
                        /** @default false */
                        archived?: boolean;
                        types?: {
                            name: string;
                            /** @default  */
                            description?: string;
                            /** @default  */
                            popupText?: string;
                            /** @default {} */
                            placeholder?: {
                                [key: string]: string;
                            };
                            /** @default false */
                            archived?: boolean;
                            /** @default true */
                            published?: boolean;
                            credit: number | string;
                            form: {
                                /** @default [] */
                                fields?: {
                                    key?: string;
                                    label: string;
                                    /** @default  */
                                    description?: string;
                                    /** @enum {string} */
                                    type: "textfield" | "file" | "date" | "textarea" | "select" | "number" | "multiselect";
                                    /** @default false */
                                    required?: boolean;
                                    /** @default [] */
                                    options?: {
                                        name: string;
                                        /** @default 0 */
                                        credit?: number;
                                    }[];
                                    placeholder?: string;
                                    /** @enum {string} */
                                    pattern?: "phone" | "email" | "name" | "zip" | "password";
                                    min?: number;
                                    max?: number;
                                }[];
                                /**
                                 * @default {
                                 *       "add": [],
                                 *       "multiplyValue": [],
                                 *       "multiplyOption": [],
                                 *       "multiplyCount": []
                                 *     }
                                 */
                                pricing?: {
                                    /** @default [] */
                                    add?: string[];
                                    /** @default [] */
                                    multiplyValue?: string[];
                                    /** @default [] */
                                    multiplyOption?: string[];
                                    /** @default [] */
                                    multiplyCount?: string[];
                                };
                                /**
                                 * @default {
                                 *       "included": 2,
                                 *       "extraCost": "0.00"
                                 *     }
                                 */
                                revisions?: {
                                    /** @default 2 */
                                    included?: number;
                                    /** @default 0.00 */
                                    extraCost?: string;
                                };
                            };
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            categoriesCreated: number;
                            typesCreated: number;
                            typesUpdated: number;
                            versionsPublished: number;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccountTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        enabledAt: string | null;
                        recoveryCodesLeft: number;
                        required: boolean;
                        requiredBy: ("staff" | "enterprise") | null;
                        enrolmentOnly: boolean;
                        policies: {
                            staff: boolean | null;
                            enterprises: {
                                id: number;
                                name: string;
                                required: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAccountTwoFactorSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        uri: string;
                        qrCode: string;
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAccountTwoFactorConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAccountTwoFactorDisable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAccountTwoFactorRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTwoFactorStaffRequirement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        required: boolean;
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putTwoFactorStaffRequirement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    required: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        required: boolean;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEnterprisesTwoFactorById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enterpriseId: number;
                        required: boolean;
                        people: {
                            id: number;
                            username: string;
                            email: string;
                            firstName: string;
                            lastName: string;
                            enabled: boolean;
                        }[];
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putEnterprisesTwoFactorById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    required: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        required: boolean;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersTwoFactorResetById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamByEnterpriseId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterpriseId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enterprise: {
                            id: number;
                            name: string;
                        };
                        companies: {
                            id: number;
                            name: string;
                        }[];
                        people: {
                            id: number;
                            firstName: string;
                            lastName: string;
                            email: string;
                            companyIds: number[];
                            /** @enum {string} */
                            role: "owner" | "member";
                            twoFactor: boolean;
                            lastActiveAt: string | null;
                        }[];
                        inviteToken: string;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putTeamPeopleRoleByEnterpriseIdAndUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterpriseId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "owner" | "member";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changed: boolean;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with the current state (the message says why); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putTeamPeopleCompaniesByEnterpriseIdAndUserIdAndCompanyId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterpriseId: number;
                userId: number;
                companyId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changed: boolean;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTeamPeopleCompaniesByEnterpriseIdAndUserIdAndCompanyId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterpriseId: number;
                userId: number;
                companyId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changed: boolean;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with the current state (the message says why); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTeamPeopleByEnterpriseIdAndUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterpriseId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        signedOut: boolean;
                        soleAssignments: {
                            id: number;
                            title: string;
                            status: string;
                            companyId: number;
                            awaitingApproval: boolean;
                        }[];
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with the current state (the message says why); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamPeopleSoleAssignmentsByEnterpriseIdAndUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterpriseId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        status: string;
                        companyId: number;
                        awaitingApproval: boolean;
                    }[];
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamReassignmentsByEnterpriseId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterpriseId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        person: {
                            id: number;
                            firstName: string;
                            lastName: string;
                            email: string;
                        };
                        requests: {
                            id: number;
                            title: string;
                            status: string;
                            companyId: number;
                            awaitingApproval: boolean;
                        }[];
                    }[];
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTeamReassignByEnterpriseId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterpriseId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fromUserId: number;
                    toUserId: number;
                    requestIds: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reassigned: number[];
                        refused: {
                            id: number;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamInvitationsByEnterpriseId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterpriseId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invitations: {
                            id: number;
                            email: string;
                            /** @enum {string} */
                            role: "member" | "owner";
                            companyIds: number[];
                            invitedBy: {
                                id: number;
                                name: string;
                            } | null;
                            sentAt: string;
                            expiresAt: string;
                            /** @enum {string} */
                            state: "pending" | "expired";
                        }[];
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTeamInvitationsByEnterpriseId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterpriseId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    emails: string[];
                    companyIds: number[];
                    /** @enum {string} */
                    role: "member" | "owner";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invitations: {
                            id: number;
                            email: string;
                            /** @enum {string} */
                            role: "member" | "owner";
                            companyIds: number[];
                            invitedBy: {
                                id: number;
                                name: string;
                            } | null;
                            sentAt: string;
                            expiresAt: string;
                            /** @enum {string} */
                            state: "pending" | "expired";
                        }[];
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with the current state (the message says why); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postTeamInvitationsResendByEnterpriseIdAndInvitationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterpriseId: number;
                invitationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTeamInvitationsByEnterpriseIdAndInvitationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterpriseId: number;
                invitationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postInvitationsCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        enterprise: string;
                        companies: string[];
                        /** @enum {string} */
                        role: "member" | "owner";
                        invitedBy: string | null;
                        expiresAt: string;
                        hasAccount: boolean;
                        suggestedUsername: string;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A link that no longer works: used, revoked or expired (the message says which) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postInvitationsAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    firstName: string;
                    lastName: string;
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        enterpriseId: number;
                        /** @enum {string} */
                        twoFactor?: "enroll";
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A link that no longer works: used, revoked or expired (the message says which) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests: try again later */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postInvitationsJoin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        enterpriseId: number;
                        /** @enum {string} */
                        twoFactor?: "enroll";
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A link that no longer works: used, revoked or expired (the message says which) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        staff: {
                            id: number;
                            firstName: string;
                            lastName: string;
                            email: string;
                            twoFactor: boolean;
                            deactivatedAt: string | null;
                            openAssignments: number;
                            lastActiveAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postStaffDeactivateByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessionsEnded: number;
                        openAssignments: {
                            id: number;
                            title: string;
                            status: string;
                        }[];
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postStaffReactivateByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changed: boolean;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStaffOpenAssignmentsByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        status: string;
                    }[];
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postStaffReassign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fromUserId: number;
                    toUserId: number;
                    requestIds: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reassigned: number[];
                        refused: {
                            id: number;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAudit: {
        parameters: {
            query?: {
                enterpriseId?: number;
                actorId?: number;
                action?: string;
                from?: string;
                to?: string;
                before?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            id: number;
                            at: string;
                            action: string;
                            actor: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                            target: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                            enterpriseId: number | null;
                            enterpriseName: string | null;
                            details: {
                                [key: string]: unknown;
                            };
                        }[];
                        nextBefore: number | null;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuditPeople: {
        parameters: {
            query?: {
                enterpriseId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        people: {
                            id: number;
                            name: string;
                            email: string;
                            former: boolean;
                        }[];
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuditCsv: {
        parameters: {
            query?: {
                enterpriseId?: number;
                actorId?: number;
                action?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The audit log as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccountApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            prefix: string;
                            /** @enum {string} */
                            access: "read" | "write";
                            createdAt: string;
                            expiresAt: string;
                            lastUsedAt: string | null;
                            /** @enum {string} */
                            state: "active" | "expired" | "revoked";
                        }[];
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAccountApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    access: "read" | "write";
                    expiresInDays: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            prefix: string;
                            /** @enum {string} */
                            access: "read" | "write";
                            createdAt: string;
                            expiresAt: string;
                            lastUsedAt: string | null;
                            /** @enum {string} */
                            state: "active" | "expired" | "revoked";
                            token: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with the current state (the message says why); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAccountApiTokensById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            prefix: string;
                            /** @enum {string} */
                            access: "read" | "write";
                            createdAt: string;
                            expiresAt: string;
                            lastUsedAt: string | null;
                            /** @enum {string} */
                            state: "active" | "expired" | "revoked";
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getIntegrationsWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            enterpriseId: number | null;
                            enterpriseName: string | null;
                            url: string;
                            description: string;
                            events: string[];
                            enabled: boolean;
                            secretHint: string;
                            previousSecretExpiresAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            pending: number;
                            failed: number;
                            createdBy: {
                                id: number;
                                name: string;
                            } | null;
                            paused: {
                                at: string;
                                reason: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postIntegrationsWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    /** @default  */
                    description?: string;
                    events: ("request.created" | "request.submitted" | "request.status_changed" | "request.assigned" | "comment.created" | "credits.changed" | "deliverable.ready" | "deliverable.approved" | "deliverable.changes_requested")[];
                    /** @default true */
                    enabled?: boolean;
                    enterpriseId?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            enterpriseId: number | null;
                            enterpriseName: string | null;
                            url: string;
                            description: string;
                            events: string[];
                            enabled: boolean;
                            secretHint: string;
                            previousSecretExpiresAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            pending: number;
                            failed: number;
                            createdBy: {
                                id: number;
                                name: string;
                            } | null;
                            paused: {
                                at: string;
                                reason: string;
                            } | null;
                            secret: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with the current state (the message says why); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getIntegrationsWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            enterpriseId: number | null;
                            enterpriseName: string | null;
                            url: string;
                            description: string;
                            events: string[];
                            enabled: boolean;
                            secretHint: string;
                            previousSecretExpiresAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            pending: number;
                            failed: number;
                            createdBy: {
                                id: number;
                                name: string;
                            } | null;
                            paused: {
                                at: string;
                                reason: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteIntegrationsWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchIntegrationsWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    description?: string;
                    events?: ("request.created" | "request.submitted" | "request.status_changed" | "request.assigned" | "comment.created" | "credits.changed" | "deliverable.ready" | "deliverable.approved" | "deliverable.changes_requested")[];
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            enterpriseId: number | null;
                            enterpriseName: string | null;
                            url: string;
                            description: string;
                            events: string[];
                            enabled: boolean;
                            secretHint: string;
                            previousSecretExpiresAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            pending: number;
                            failed: number;
                            createdBy: {
                                id: number;
                                name: string;
                            } | null;
                            paused: {
                                at: string;
                                reason: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postIntegrationsWebhooksRotateSecretById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            enterpriseId: number | null;
                            enterpriseName: string | null;
                            url: string;
                            description: string;
                            events: string[];
                            enabled: boolean;
                            secretHint: string;
                            previousSecretExpiresAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            pending: number;
                            failed: number;
                            createdBy: {
                                id: number;
                                name: string;
                            } | null;
                            paused: {
                                at: string;
                                reason: string;
                            } | null;
                            secret: string;
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postIntegrationsWebhooksTestById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            messageId: string;
                            type: string;
                            requestId: number | null;
                            /** @enum {string} */
                            status: "pending" | "sending" | "delivered" | "failed";
                            attempts: number;
                            nextAttemptAt: string | null;
                            lastStatusCode: number | null;
                            lastError: string | null;
                            createdAt: string;
                            deliveredAt: string | null;
                            log: {
                                at: string;
                                statusCode: number | null;
                                durationMs: number;
                                error: string | null;
                                responseBody: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with the current state (the message says why); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getIntegrationsWebhooksDeliveriesById: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            messageId: string;
                            type: string;
                            requestId: number | null;
                            /** @enum {string} */
                            status: "pending" | "sending" | "delivered" | "failed";
                            attempts: number;
                            nextAttemptAt: string | null;
                            lastStatusCode: number | null;
                            lastError: string | null;
                            createdAt: string;
                            deliveredAt: string | null;
                            log: {
                                at: string;
                                statusCode: number | null;
                                durationMs: number;
                                error: string | null;
                                responseBody: string;
                            }[];
                        }[];
                        cursor: string | null;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postIntegrationsWebhooksDeliveriesRedeliverByIdAndDeliveryId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                deliveryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            messageId: string;
                            type: string;
                            requestId: number | null;
                            /** @enum {string} */
                            status: "pending" | "sending" | "delivered" | "failed";
                            attempts: number;
                            nextAttemptAt: string | null;
                            lastStatusCode: number | null;
                            lastError: string | null;
                            createdAt: string;
                            deliveredAt: string | null;
                            log: {
                                at: string;
                                statusCode: number | null;
                                durationMs: number;
                                error: string | null;
                                responseBody: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with the current state (the message says why); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getIntegrationsInboundEmails: {
        parameters: {
            query?: {
                outcome?: "comment" | "refused" | "loop";
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            receivedAt: string;
                            from: string | null;
                            recipient: string | null;
                            subject: string | null;
                            size: number;
                            /** @enum {string} */
                            outcome: "comment" | "refused" | "loop";
                            reason: string | null;
                            bounced: boolean;
                            request: {
                                id: number;
                                title: string;
                            } | null;
                            person: {
                                id: number;
                                name: string;
                            } | null;
                            commentId: number | null;
                            inReplyTo: {
                                commentId: number;
                                author: string;
                            } | null;
                        }[];
                        cursor: string | null;
                        domain: string | null;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamSpendingByEnterpriseId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterpriseId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        month: string;
                        requireApproval: boolean;
                        people: {
                            userId: number;
                            monthlyCap: string | null;
                            spentThisMonth: string;
                            remaining: string | null;
                            isOwner: boolean;
                        }[];
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamSpendingMeByEnterpriseId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterpriseId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: number;
                        monthlyCap: string | null;
                        spentThisMonth: string;
                        remaining: string | null;
                        isOwner: boolean;
                        enterpriseId: number;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putTeamPeopleCapByEnterpriseIdAndUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterpriseId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    monthlyCap: string | number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changed: boolean;
                        monthlyCap: string | null;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putTeamApprovalByEnterpriseId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterpriseId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    requireApproval: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requireApproval: boolean;
                        changed: boolean;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTeamApprovalsByEnterpriseId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enterpriseId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            requestId: number;
                            title: string;
                            company: {
                                id: number;
                                name: string;
                            };
                            requestedBy: {
                                id: number;
                                username: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                profileImage: string | null;
                                /** @enum {boolean} */
                                leftTeam?: true;
                            };
                            requestedAt: string;
                            price: string;
                        }[];
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApprovalsApproveByRequestId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                requestId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    requestedAt?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requestId: number;
                        /** @enum {string} */
                        state: "pending" | "approved" | "declined" | "withdrawn";
                        status: string;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with the current state (the message says why); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApprovalsDeclineByRequestId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                requestId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    /** Format: date-time */
                    requestedAt?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requestId: number;
                        /** @enum {string} */
                        state: "pending" | "approved" | "declined" | "withdrawn";
                        status: string;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In conflict with the current state (the message says why); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApprovalsWithdrawByRequestId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                requestId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requestId: number;
                        /** @enum {string} */
                        state: "pending" | "approved" | "declined" | "withdrawn";
                        status: string;
                    };
                };
            };
            /** @description The input is not valid (the message says what to change); nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in: no session cookie, or it has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not visible to the caller */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server (500), or the database is away (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
