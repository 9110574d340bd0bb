// Placeholder until the domain lands.
