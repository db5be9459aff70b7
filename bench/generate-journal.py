#!/usr/bin/env python3
"""Generate a deterministic, realistic household journal for benchmarking.

Usage: python3 bench/generate-journal.py N > file.ledger

N is the number of transactions. The output uses the journal syntax shared by
ledger-cli and hledger, and is byte-identical across runs (fixed seed, integer
arithmetic for amounts, dates computed from a day counter). A journal of N
transactions is a prefix of the journal of any larger N.
"""

import datetime
import os
import random
import sys

SEED = 20000101
START = datetime.date(2000, 1, 1)

# Column at which amounts end (right-aligned), counting the 4-space indent.
AMOUNT_COLUMN = 60

# --------------------------------------------------------------------------
# Accounts
# --------------------------------------------------------------------------

CHECKING = "Assets:Bank:Checking"
SAVINGS = "Assets:Bank:Savings"
CASH = "Assets:Cash:Wallet"
CARDS = [
    "Liabilities:CreditCard:Visa",
    "Liabilities:CreditCard:Mastercard",
    "Liabilities:CreditCard:Amex",
]
SALARY = "Income:Salary:Acme"
BONUS = "Income:Salary:Bonus"
INTEREST = "Income:Interest:Savings"

ASSETS_EXTRA = [
    "Assets:Bank:Emergency",
    "Assets:Bank:Vacation",
    "Assets:Brokerage:Cash",
    "Assets:Retirement:401k",
    "Assets:Retirement:IRA",
    "Assets:Cash:Jar",
    "Assets:Receivable:Friends",
    "Assets:Prepaid:Transit",
]

# Expense categories: (account, min cents, max cents, weight, payees).
# Amount ranges are typical for a household; weights set how often each
# category shows up among everyday expenses.
CATEGORIES = {
    "Food": [
        ("Groceries", 800, 25000, 30, ["Whole Foods Market", "Trader Joe's", "Safeway", "Kroger", "Aldi", "Costco"]),
        ("Dining", 1200, 12000, 14, ["Olive Garden", "Chipotle", "Sushi Zen", "Luigi's Pizzeria", "Thai Basil", "The Local Diner"]),
        ("Coffee", 300, 1200, 14, ["Starbucks", "Blue Bottle Coffee", "Corner Cafe", "Peet's Coffee"]),
        ("Lunch", 700, 2500, 10, ["Subway", "Sweetgreen", "Panera Bread", "Food Truck"]),
        ("Takeout", 1500, 6000, 6, ["DoorDash", "Uber Eats", "Golden Dragon", "Domino's"]),
        ("Bakery", 300, 3000, 3, ["Corner Bakery", "Paris Baguette"]),
        ("Snacks", 150, 1500, 4, ["7-Eleven", "Vending Machine", "CVS"]),
        ("Alcohol", 800, 8000, 3, ["BevMo", "Total Wine", "Corner Liquor"]),
        ("Butcher", 1500, 9000, 1, ["Main Street Butcher"]),
        ("Farmers Market", 500, 6000, 2, ["Farmers Market"]),
    ],
    "Transport": [
        ("Fuel", 2000, 9000, 10, ["Shell", "Chevron", "Exxon", "BP", "Costco Gas"]),
        ("Parking", 200, 4000, 5, ["City Parking", "ParkMobile", "Airport Parking"]),
        ("Tolls", 150, 1500, 3, ["FasTrak", "E-ZPass"]),
        ("Transit", 250, 10000, 5, ["Metro Transit", "BART", "Caltrain"]),
        ("Taxi", 800, 6000, 3, ["Uber", "Lyft", "Yellow Cab"]),
        ("Car Wash", 800, 3500, 1, ["Sparkle Car Wash"]),
        ("Maintenance", 4000, 90000, 1, ["Jiffy Lube", "Midas", "Firestone"]),
        ("Registration", 10000, 40000, 0.2, ["DMV"]),
        ("Bike", 500, 20000, 1, ["Bike Shop"]),
    ],
    "Home": [
        ("Supplies", 500, 8000, 5, ["Target", "Walmart", "Costco"]),
        ("Hardware", 500, 20000, 3, ["Home Depot", "Lowe's", "Ace Hardware"]),
        ("Furniture", 5000, 150000, 1, ["IKEA", "West Elm", "Crate & Barrel"]),
        ("Garden", 500, 10000, 2, ["Home Depot", "Garden Center"]),
        ("Cleaning", 6000, 20000, 1, ["Sparkle Cleaning Co"]),
        ("Decor", 1000, 15000, 1, ["HomeGoods", "Target"]),
        ("Appliances", 10000, 200000, 0.2, ["Best Buy", "Sears"]),
        ("Repairs", 5000, 120000, 1, ["Bob's Plumbing", "Handyman Services"]),
        ("Kitchen", 500, 10000, 1, ["Sur La Table", "Williams Sonoma"]),
        ("Laundry", 300, 2500, 2, ["Laundromat", "Dry Cleaners"]),
    ],
    "Shopping": [
        ("Clothing", 1500, 20000, 4, ["Gap", "Uniqlo", "Macy's", "Nordstrom", "H&M"]),
        ("Shoes", 3000, 18000, 1, ["Foot Locker", "Zappos", "Nike"]),
        ("Electronics", 1000, 150000, 2, ["Best Buy", "Apple Store", "Amazon"]),
        ("Books", 500, 5000, 3, ["Amazon", "Barnes & Noble", "Powell's Books"]),
        ("Gifts", 1000, 15000, 2, ["Amazon", "Etsy", "Target"]),
        ("Online", 500, 20000, 6, ["Amazon", "eBay", "Etsy"]),
        ("Toys", 500, 8000, 1, ["Toys R Us", "Amazon"]),
        ("Office", 300, 6000, 1, ["Staples", "Office Depot"]),
        ("Sporting Goods", 1500, 30000, 1, ["REI", "Dick's Sporting Goods"]),
        ("Hobbies", 500, 12000, 1, ["Michaels", "Hobby Lobby"]),
    ],
    "Health": [
        ("Pharmacy", 500, 8000, 3, ["CVS", "Walgreens", "Rite Aid"]),
        ("Doctor", 2000, 25000, 1, ["Dr. Smith", "City Medical Group"]),
        ("Dentist", 5000, 40000, 1, ["Bright Smile Dental"]),
        ("Vision", 5000, 30000, 0.3, ["LensCrafters"]),
        ("Gym", 2000, 8000, 1, ["24 Hour Fitness", "Planet Fitness", "YMCA"]),
        ("Therapy", 8000, 20000, 1, ["Wellness Center"]),
        ("Supplements", 1000, 6000, 1, ["GNC", "Vitamin Shoppe"]),
        ("Hospital", 10000, 300000, 0.1, ["General Hospital"]),
    ],
    "Personal": [
        ("Haircut", 1500, 8000, 2, ["Great Clips", "Main Street Barber", "Salon Bella"]),
        ("Cosmetics", 500, 6000, 1, ["Sephora", "Ulta"]),
        ("Spa", 5000, 20000, 0.3, ["Day Spa"]),
        ("Education", 2000, 100000, 1, ["Coursera", "Community College", "Udemy"]),
        ("Donations", 1000, 50000, 1, ["Red Cross", "Local Food Bank", "Wikipedia"]),
        ("Pets:Food", 1500, 8000, 2, ["Petco", "PetSmart", "Chewy"]),
        ("Pets:Vet", 5000, 60000, 1, ["Animal Hospital"]),
        ("Pets:Grooming", 3000, 9000, 1, ["Doggy Spa"]),
        ("Childcare", 5000, 40000, 1, ["Sunshine Daycare", "Babysitter"]),
        ("Allowance", 500, 2000, 1, ["Kids"]),
    ],
    "Entertainment": [
        ("Movies", 1000, 5000, 2, ["AMC Theatres", "Regal Cinemas"]),
        ("Concerts", 3000, 25000, 1, ["Ticketmaster", "Live Nation"]),
        ("Games", 500, 7000, 2, ["Steam", "Nintendo eShop", "PlayStation Store"]),
        ("Events", 1000, 15000, 1, ["Eventbrite", "StubHub"]),
        ("Museums", 1000, 5000, 1, ["Art Museum", "Science Center"]),
        ("Sports", 2000, 20000, 1, ["Stadium Box Office"]),
        ("Hobbies", 500, 10000, 1, ["Guitar Center", "Craft Store"]),
        ("Bars", 1200, 8000, 3, ["The Tipsy Cow", "Brewpub", "Wine Bar"]),
    ],
    "Travel": [
        ("Flights", 10000, 120000, 1, ["United Airlines", "Delta", "Southwest", "JAL"]),
        ("Hotels", 8000, 60000, 1, ["Marriott", "Hilton", "Airbnb", "Hyatt"]),
        ("Car Rental", 4000, 40000, 1, ["Hertz", "Avis", "Enterprise"]),
        ("Food", 1000, 8000, 2, ["Airport Cafe", "Local Restaurant", "Ramen Shop"]),
        ("Activities", 2000, 20000, 1, ["Tour Company", "Museum Pass"]),
        ("Souvenirs", 500, 6000, 1, ["Gift Shop"]),
        ("Insurance", 3000, 15000, 0.2, ["Travel Guard"]),
        ("Transit", 300, 5000, 1, ["Subway", "Rail Pass"]),
    ],
    "Bills": [
        ("Electricity", 4000, 25000, 0, ["City Power & Light"]),
        ("Gas", 2000, 20000, 0, ["Gas Company"]),
        ("Water", 2000, 9000, 0, ["Water District"]),
        ("Trash", 2000, 5000, 0, ["Waste Management"]),
        ("Internet", 4000, 9000, 0, ["Comcast", "Sonic"]),
        ("Mobile", 3000, 15000, 0, ["Verizon", "T-Mobile"]),
        ("Streaming:Netflix", 800, 2000, 0, ["Netflix"]),
        ("Streaming:Spotify", 999, 1599, 0, ["Spotify"]),
        ("Streaming:Disney", 699, 1399, 0.3, ["Disney Plus"]),
        ("Cloud Storage", 99, 999, 0.3, ["iCloud", "Dropbox"]),
        ("News", 500, 2000, 0.3, ["New York Times"]),
        ("Software", 500, 6000, 1, ["Adobe", "Microsoft", "GitHub"]),
    ],
    "Insurance": [
        ("Auto", 8000, 20000, 0, ["State Farm"]),
        ("Home", 8000, 25000, 0, ["Allstate"]),
        ("Health", 20000, 60000, 0, ["Blue Cross"]),
        ("Life", 3000, 9000, 0, ["MetLife"]),
        ("Umbrella", 2000, 5000, 0, ["State Farm"]),
    ],
    "Housing": [
        ("Rent", 150000, 250000, 0, ["Landlord"]),
        ("HOA", 20000, 40000, 0, ["HOA"]),
        ("Property Tax", 200000, 600000, 0, ["County Tax Collector"]),
        ("Storage", 5000, 15000, 0.2, ["Public Storage"]),
    ],
    "Taxes": [
        ("Federal", 50000, 500000, 0, ["IRS"]),
        ("State", 20000, 200000, 0, ["Franchise Tax Board"]),
        ("Medicare", 5000, 20000, 0, ["Payroll"]),
        ("Social Security", 10000, 40000, 0, ["Payroll"]),
    ],
    "Fees": [
        ("Bank", 100, 3500, 1, ["Bank"]),
        ("ATM", 200, 500, 1, ["ATM"]),
        ("Late", 2500, 4000, 0.1, ["Bank"]),
        ("Foreign Transaction", 100, 2000, 0.3, ["Bank"]),
        ("Interest", 500, 8000, 0.3, ["Bank"]),
    ],
}

# Extra leaves so the account tree has a realistic few hundred accounts: each
# (category, leaf) pair also gets per-merchant or per-person sub-accounts.
SUBLEAVES = {
    ("Food", "Groceries"): ["Organic", "Bulk", "Produce", "Dairy", "Meat", "Frozen"],
    ("Food", "Dining"): ["Breakfast", "Brunch", "Dinner", "Date Night", "Work"],
    ("Transport", "Maintenance"): ["Oil", "Tires", "Brakes", "Battery", "Inspection"],
    ("Transport", "Fuel"): ["Car", "Motorcycle", "Rental"],
    ("Home", "Supplies"): ["Paper", "Bathroom", "Kitchen", "Batteries"],
    ("Home", "Repairs"): ["Plumbing", "Electrical", "Roof", "HVAC", "Painting"],
    ("Shopping", "Clothing"): ["Adults", "Kids", "Work", "Outdoor"],
    ("Shopping", "Electronics"): ["Computer", "Phone", "Audio", "Accessories"],
    ("Shopping", "Gifts"): ["Birthday", "Holiday", "Wedding", "Baby"],
    ("Health", "Doctor"): ["Primary", "Specialist", "Pediatrician", "Urgent Care"],
    ("Health", "Pharmacy"): ["Prescription", "Over The Counter"],
    ("Personal", "Education"): ["Tuition", "Books", "Courses", "Supplies"],
    ("Personal", "Donations"): ["Charity", "Church", "Crowdfunding"],
    ("Entertainment", "Games"): ["PC", "Console", "Mobile", "Board Games"],
    ("Travel", "Flights"): ["Domestic", "International"],
    ("Travel", "Hotels"): ["Domestic", "International"],
    ("Travel", "Food"): ["Domestic", "International"],
    ("Travel", "Activities"): ["Tours", "Tickets", "Classes"],
    ("Entertainment", "Concerts"): ["Rock", "Classical", "Jazz"],
    ("Home", "Furniture"): ["Living Room", "Bedroom", "Office", "Outdoor"],
    ("Shopping", "Online"): ["Household", "Media", "Misc"],
    ("Personal", "Childcare"): ["Daycare", "Babysitting", "Camp"],
    ("Transport", "Parking"): ["Street", "Garage", "Airport"],
    ("Food", "Takeout"): ["Pizza", "Chinese", "Indian", "Mexican"],
}

TRIPS = [
    "japan", "italy", "france", "mexico", "canada", "hawaii", "iceland",
    "spain", "portugal", "greece", "thailand", "peru", "nyc", "chicago",
    "yosemite", "london", "berlin", "vietnam", "kenya", "australia",
]

TRIP_COUNTRY = {
    "japan": "Japan", "italy": "Italy", "france": "France", "mexico": "Mexico",
    "canada": "Canada", "hawaii": "Hawaii", "iceland": "Iceland",
    "spain": "Spain", "portugal": "Portugal", "greece": "Greece",
    "thailand": "Thailand", "peru": "Peru", "nyc": "New York",
    "chicago": "Chicago", "yosemite": "Yosemite", "london": "UK",
    "berlin": "Germany", "vietnam": "Vietnam", "kenya": "Kenya",
    "australia": "Australia",
}

HEADER_NOTES = [
    "reimbursable", "split with roommate", "birthday", "weekend", "returned one item",
    "with family", "business", "paid in full", "recurring", "annual", "sale",
    "cashback", "holiday", "receipt: filed",
]

POSTING_NOTES = [
    "see receipt", "coupon applied", "tax included", "2 items", "gift card",
    "on sale", "price match", "estimate",
]

CITIES = [
    "Springfield", "Oakland", "Portland", "Berkeley", "San Jose", "Fremont",
    "Palo Alto", "Sacramento", "Seattle", "Denver", "Austin", "Boston",
    "Downtown", "Airport", "Main St", "Mall",
]

TAGS = ["project:kitchen", "client:acme", "kid:emma", "kid:liam", "pet:rex", "car:civic", "car:outback"]


def build_categories():
    """Return (everyday expenses, their cumulative weights, total weight, by-name map)."""
    everyday = []
    cum = []
    total = 0
    byname = {}
    for top, leaves in CATEGORIES.items():
        for leaf, lo, hi, weight, payees in leaves:
            base = "Expenses:%s:%s" % (top, leaf)
            subs = SUBLEAVES.get((top, leaf))
            accounts = [base] if not subs else [base + ":" + s for s in subs]
            entry = (base, accounts, lo, hi, payees)
            byname[(top, leaf)] = entry
            if weight > 0:
                total += weight
                everyday.append(entry)
                cum.append(total)
    return everyday, cum, total, byname


EVERYDAY, EVERYDAY_CUM, EVERYDAY_TOTAL, BYNAME = build_categories()
TRAVEL = [BYNAME[("Travel", leaf)] for leaf, *_ in CATEGORIES["Travel"] if leaf != "Insurance"]


# --------------------------------------------------------------------------
# Formatting helpers
# --------------------------------------------------------------------------

def money(cents, group):
    """Format integer cents as $1234.56, or $1,234.56 when group is true."""
    d, c = divmod(cents, 100)
    if group and d >= 1000:
        s = "{:,}".format(d)
    else:
        s = str(d)
    return "$%s.%02d" % (s, c)


def posting(account, amount=None, note=None):
    if amount is None:
        line = "    " + account
    else:
        pad = AMOUNT_COLUMN - 4 - len(account) - len(amount)
        if pad < 2:
            pad = 2
        line = "    " + account + " " * pad + amount
    if note:
        line += "  ; " + note
    return line + "\n"


class Gen:
    def __init__(self, n):
        self.n = n
        self.count = 0
        self.r = random.Random(SEED)
        self.check_no = 1001
        self.trip = None
        self.trip_end = -1
        self.card_spend = [0, 0, 0]
        self.out = []

    # random helpers (integer / float-multiplication only: deterministic)
    def below(self, k):
        return int(self.r.random() * k)

    def chance(self, p):
        return self.r.random() < p

    def pick(self, seq):
        return seq[int(self.r.random() * len(seq))]

    def amount(self, lo, hi):
        # Skewed towards the low end: product of two uniforms.
        u = self.r.random() * self.r.random()
        return lo + int(u * (hi - lo))

    def status(self, p_cleared=0.6):
        return "* " if self.chance(p_cleared) else ""

    def emit(self, date, header, postings):
        if self.count >= self.n:
            return False
        self.out.append(date + " " + header + "\n" + "".join(postings) + "\n")
        self.count += 1
        return True

    # ---------------------------------------------------------------- kinds
    def expense(self, date, day):
        r = self.r
        x = r.random() * EVERYDAY_TOTAL
        lo_i, hi_i = 0, len(EVERYDAY_CUM) - 1
        while lo_i < hi_i:
            mid = (lo_i + hi_i) // 2
            if EVERYDAY_CUM[mid] > x:
                hi_i = mid
            else:
                lo_i = mid + 1
        base, accounts, lo, hi, payees = EVERYDAY[lo_i]
        in_trip = self.trip is not None and day <= self.trip_end
        tag = None
        if in_trip and self.chance(0.5):
            base, accounts, lo, hi, payees = self.pick(TRAVEL)
            tag = "trip:" + self.trip
        account = self.pick(accounts)
        cents = self.amount(lo, hi)
        payee = self.pick(payees)
        if self.chance(0.5):
            payee += " - " + self.pick(CITIES)

        # Payment source: small amounts often cash, otherwise card or checking.
        code = ""
        y = r.random()
        if cents < 2000 and y < 0.35:
            source = CASH
        elif y < 0.75:
            ci = self.below(3)
            source = CARDS[ci]
            self.card_spend[ci] += cents
        else:
            source = CHECKING
            if self.chance(0.08):
                code = "(%d) " % self.check_no
                self.check_no += 1

        note = None
        if tag is None:
            z = r.random()
            if z < 0.06:
                tag = self.pick(TAGS)
            elif z < 0.25:
                note = self.pick(HEADER_NOTES)
        header = self.status() + code + payee
        if tag:
            header += "  ; " + tag
        elif note:
            header += "  ; " + note

        if self.chance(0.02):
            # Foreign-currency purchase with a unit cost.
            rate = 105 + self.below(16)
            eur = max(100, cents * 100 // rate)
            d, c = divmod(eur, 100)
            amt = "%d.%02d EUR @ $1.%02d" % (d, c, rate - 100)
            return self.emit(date, header, [posting(account, amt), posting(source)])

        pnote = self.pick(POSTING_NOTES) if self.chance(0.12) else None
        if self.chance(0.10):
            # Split purchase: two expense postings, elided balancing posting.
            other = self.pick(self.pick(EVERYDAY)[1])
            c2 = self.amount(100, max(200, cents))
            group = self.chance(0.5)
            return self.emit(date, header, [
                posting(account, money(cents, group), pnote),
                posting(other, money(c2, group)),
                posting(source),
            ])
        return self.emit(date, header, [posting(account, money(cents, self.chance(0.5)), pnote), posting(source)])

    def salary(self, date, year_index):
        gross = 350000 + year_index * 4000 + self.below(5000)
        fed = gross * 18 // 100
        state = gross * 6 // 100
        ss = gross * 62 // 1000
        med = gross * 145 // 10000
        k401 = gross * 6 // 100
        group = self.chance(0.5)
        return self.emit(date, "* Acme Corp Payroll", [
            posting(SALARY, "$-" + money(gross, group)[1:]),
            posting("Expenses:Taxes:Federal", money(fed, group)),
            posting("Expenses:Taxes:State", money(state, group)),
            posting("Expenses:Taxes:Social Security", money(ss, group)),
            posting("Expenses:Taxes:Medicare", money(med, group)),
            posting("Assets:Retirement:401k", money(k401, group)),
            posting(CHECKING),
        ])

    def bill(self, date, top, leaf, source=CHECKING, autopay=True):
        base, accounts, lo, hi, payees = BYNAME[(top, leaf)]
        cents = self.amount(lo, hi)
        header = "* " + self.pick(payees)
        if autopay and self.chance(0.3):
            header += "  ; autopay"
        return self.emit(date, header, [posting(self.pick(accounts), money(cents, True)), posting(source)])

    def transfer(self, date, to, frm, cents, payee):
        return self.emit(date, self.status(0.9) + payee, [posting(to, money(cents, self.chance(0.5))), posting(frm)])

    def card_payment(self, date, ci):
        cents = max(2500, self.card_spend[ci])
        self.card_spend[ci] = 0
        name = CARDS[ci].rsplit(":", 1)[1]
        return self.emit(date, "* %s Payment" % name, [posting(CARDS[ci], money(cents, True)), posting(CHECKING)])

    # ---------------------------------------------------------------- driver
    def run(self, write):
        day = 0
        one = datetime.timedelta(days=1)
        d = START
        while self.count < self.n:
            date = d.isoformat()
            dom = d.day
            year_index = d.year - START.year
            if self.trip is None or day > self.trip_end:
                self.trip = None
                if self.chance(0.01):
                    self.trip = self.pick(TRIPS)
                    self.trip_end = day + 5 + self.below(10)
                    country = TRIP_COUNTRY[self.trip]
                    acct = "Expenses:Travel:Trips:" + country
                    self.emit(date, "* Trip deposit  ; trip:" + self.trip,
                              [posting(acct, money(self.amount(20000, 200000), True)), posting(CARDS[0])])
            # Recurring items.
            if dom == 1:
                self.bill(date, "Housing", "Rent", autopay=False)
                self.salary(date, year_index)
                self.transfer(date, SAVINGS, CHECKING, 20000 + 5000 * self.below(10), "Transfer to Savings")
            elif dom == 15:
                self.salary(date, year_index)
            elif dom == 5:
                self.bill(date, "Bills", "Electricity")
                self.bill(date, "Bills", "Internet", CARDS[1])
            elif dom == 8:
                self.bill(date, "Bills", "Mobile", CARDS[1])
                self.bill(date, "Bills", "Streaming:Netflix", CARDS[0])
                self.bill(date, "Bills", "Streaming:Spotify", CARDS[2])
            elif dom == 3:
                self.bill(date, "Housing", "HOA")
            elif dom == 12:
                self.bill(date, "Bills", "Water")
                self.bill(date, "Bills", "Gas")
                if d.month % 3 == 0:
                    self.bill(date, "Bills", "Trash")
            elif dom == 20:
                self.bill(date, "Insurance", self.pick(["Auto", "Home", "Health", "Life", "Umbrella"]))
                self.card_payment(date, (d.month + 0) % 3)
            elif dom == 25:
                self.card_payment(date, (d.month + 1) % 3)
                self.card_payment(date, (d.month + 2) % 3)
            elif dom == 28:
                self.emit(date, "* Savings Interest", [
                    posting(SAVINGS, money(100 + self.below(4000), False)),
                    posting(INTEREST),
                ])
            if d.weekday() == 5 and self.chance(0.8):
                self.transfer(date, CASH, CHECKING, 2000 * (1 + self.below(10)), "ATM Withdrawal")
            if self.chance(0.01):
                self.transfer(date, self.pick(ASSETS_EXTRA[:5]), self.pick([CHECKING, SAVINGS]),
                              5000 * (1 + self.below(100)), "Transfer")
            if dom == 10 and d.month in (4, 12):
                self.bill(date, "Housing", "Property Tax", autopay=False)
            if dom == 16 and d.month == 4:
                self.bill(date, "Taxes", "Federal", autopay=False)
                self.bill(date, "Taxes", "State", autopay=False)
            if d.month == 12 and dom == 20:
                self.emit(date, "* Acme Corp Bonus", [
                    posting(CHECKING, money(100000 + self.below(900000), True)),
                    posting(BONUS),
                ])
            # Everyday expenses: 1 to 6 per day.
            for _ in range(1 + self.below(6)):
                self.expense(date, day)
            if len(self.out) >= 4096:
                write("".join(self.out).encode("ascii"))
                self.out.clear()
            day += 1
            d += one
        write("".join(self.out).encode("ascii"))
        self.out.clear()


def main(argv):
    if len(argv) != 2 or not argv[1].isdigit():
        sys.stderr.write("usage: python3 generate-journal.py N > file.ledger\n")
        return 2
    n = int(argv[1])
    out = sys.stdout.buffer
    try:
        Gen(n).run(out.write)
        out.flush()
    except BrokenPipeError:
        # Output cut short (e.g. piped into head): exit quietly.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
